/** Every console call by name: the one list the BFF, the built-in backend and the upstream forwarder are built from. */
import type { CallInput, CallOutput, ConsoleCall } from './console-call';
import { accessCalls } from './access';
import { departmentCalls } from './departments';
import { pmsCalls } from './pms';
import { appCalls } from './apps';
import { loginLimitCalls, loginSecurityCalls } from './login-security';
import { logCalls } from './logs';
import { noticeCalls } from './notices';
import { optionCalls } from './options';
import { reportCalls } from './reports';
import { domainCalls } from './domains';
import { hotelCalls } from './hotels';
import { codeBoxCalls } from './code-box';
import { styleCalls } from './style';
import { remoteCalls } from './remote';
import { resourceCalls } from './resources';
import { roleCalls } from './roles';
import { thirdPartyCalls } from './third-party';
import { unitCalls } from './units';
import { userCalls } from './users';

export const consoleCalls = {
  ...accessCalls,
  ...unitCalls,
  ...departmentCalls,
  ...userCalls,
  ...pmsCalls,
  ...thirdPartyCalls,
  ...remoteCalls,
  ...roleCalls,
  ...resourceCalls,
  ...appCalls,
  ...loginSecurityCalls,
  ...loginLimitCalls,
  ...logCalls,
  ...optionCalls,
  ...reportCalls,
  ...domainCalls,
  ...hotelCalls,
  ...codeBoxCalls,
  ...styleCalls,
  ...noticeCalls,
} satisfies Record<string, ConsoleCall>;

export type ConsoleCalls = typeof consoleCalls;
export type ConsoleCallName = keyof ConsoleCalls;
export type ConsoleInput<K extends ConsoleCallName> = CallInput<ConsoleCalls[K]>;
export type ConsoleOutput<K extends ConsoleCallName> = CallOutput<ConsoleCalls[K]>;
