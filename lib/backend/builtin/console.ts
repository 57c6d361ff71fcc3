/**
 * The built-in console: each call runs its service with the caller's Access, worked out once, after
 * the call's permission and declared scope were checked (authorize.ts). Services never see the request.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { ConsoleBackend } from '@/lib/backend/types';
import type { ConsoleHandlers } from './console-handlers';
import { consoleCalls, type ConsoleCalls } from '@/lib/contracts/console';
import type { Access } from './services/access/access';
import { authorizedAccess } from './services/access/authorize';
import { accessHandlers } from './services/access';
import { allDepartmentsChanged, appsChanged, grantsChanged, invalidatingWrites, settingsChanged } from './services/access/invalidate';
import { departmentHandlers } from './services/departments';
import { pmsHandlers } from './services/pms';
import { appHandlers } from './services/apps/console-handlers';
import { loginLimitHandlers, loginSecurityHandlers } from './services/login-security';
import { logHandlers } from './services/logs';
import { noticeHandlers } from './services/notices';
import { optionHandlers } from './services/options';
import { reportHandlers } from './services/reports';
import { domainHandlers } from './services/domains';
import { hotelHandlers } from './services/hotels';
import { codeBoxHandlers } from './services/dictionary/code-box';
import { styleHandlers } from './services/style/style-resources';
import { remoteHandlers } from './services/remote';
import { resourceHandlers } from './services/resources';
import { roleHandlers } from './services/roles';
import { thirdPartyHandlers } from './services/third-party';
import { unitHandlers } from './services/units';
import { userHandlers } from './services/users';

const handlers: ConsoleHandlers<ConsoleCalls> = {
  ...accessHandlers,
  ...unitHandlers,
  // Writes of these areas drop the caches that derive from them on every instance (docs/decisions/080).
  ...invalidatingWrites(departmentHandlers, consoleCalls, allDepartmentsChanged),
  ...userHandlers,
  ...pmsHandlers,
  ...thirdPartyHandlers,
  ...remoteHandlers,
  ...invalidatingWrites(roleHandlers, consoleCalls, grantsChanged),
  ...invalidatingWrites(resourceHandlers, consoleCalls, appsChanged),
  ...invalidatingWrites(appHandlers, consoleCalls, appsChanged),
  // Login security, login limits and options take effect at the next login or request (issue 11).
  ...invalidatingWrites(loginSecurityHandlers, consoleCalls, settingsChanged),
  ...invalidatingWrites(loginLimitHandlers, consoleCalls, settingsChanged),
  ...logHandlers,
  ...invalidatingWrites(optionHandlers, consoleCalls, settingsChanged),
  ...reportHandlers,
  ...invalidatingWrites(domainHandlers, consoleCalls, settingsChanged),
  ...hotelHandlers,
  ...codeBoxHandlers,
  ...styleHandlers,
  ...noticeHandlers,
};

export function createBuiltinConsole(deps: () => BuiltinDeps): ConsoleBackend {
  const entries = Object.entries(consoleCalls).map(([name, call]) => {
    const handler = handlers[name as keyof ConsoleCalls] as (d: BuiltinDeps, a: Access, i: unknown) => Promise<unknown>;
    // The dispatcher authorised the call (permission and declared scope) before it got here; a
    // server component calling the console directly gets the same check here, once.
    const run = async (ctx: Parameters<ConsoleBackend[keyof ConsoleBackend]>[0], input: unknown) => handler(deps(), await authorizedAccess(deps(), ctx, call, input), input);
    return [name, run] as const;
  });
  return Object.fromEntries(entries) as unknown as ConsoleBackend;
}
