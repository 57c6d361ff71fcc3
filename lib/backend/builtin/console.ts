/**
 * The built-in console: each call's permission is checked (and the caller's Access worked out
 * once), then its service runs with that Access. Services never see the request.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { ConsoleBackend } from '@/lib/backend/types';
import type { CallInput, CallOutput, ConsoleCall } from '@/lib/contracts/console-call';
import { consoleCalls, type ConsoleCalls } from '@/lib/contracts/console';
import { accessFor, requireAccess, type Access } from './services/access/access';
import { accessHandlers } from './services/access';
import { allDepartmentsChanged, appsChanged, grantsChanged, invalidatingWrites, settingsChanged } from './services/access/invalidate';
import { departmentHandlers } from './services/departments';
import { pmsHandlers } from './services/pms';
import { appHandlers } from './services/apps/console-handlers';
import { loginLimitHandlers, loginSecurityHandlers } from './services/login-security';
import { logHandlers } from './services/logs';
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

/** The services of one area's calls: (deps, access, input) -> output. */
export type ConsoleHandlers<Calls extends Record<string, ConsoleCall>> = {
  [K in keyof Calls]: (deps: BuiltinDeps, access: Access, input: CallInput<Calls[K]>) => Promise<CallOutput<Calls[K]>>;
};

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
};

export function createBuiltinConsole(deps: () => BuiltinDeps): ConsoleBackend {
  const entries = Object.entries(consoleCalls).map(([name, call]) => {
    const handler = handlers[name as keyof ConsoleCalls] as (d: BuiltinDeps, a: Access, i: unknown) => Promise<unknown>;
    const run = async (ctx: Parameters<ConsoleBackend[keyof ConsoleBackend]>[0], input: unknown) =>
      handler(deps(), call.permission ? await requireAccess(deps(), ctx, call.permission) : await accessFor(deps(), ctx), input);
    return [name, run] as const;
  });
  return Object.fromEntries(entries) as unknown as ConsoleBackend;
}
