/** What the console's pages need to know of the caller: their permissions and whether they run in admin mode. */
import { z } from 'zod';
import { consoleCall } from './console-call';
import { scope } from './scope';

export const consoleAccessSchema = z.object({
  permissions: z.array(z.string()),
  /** The caller administers other units than their own (admin mode of the department and role pages). */
  adminMode: z.boolean(),
  /** The caller administers every unit. */
  scopeAll: z.boolean(),
  user: z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: z.string() }),
  unit: z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: z.string() }),
});
export type ConsoleAccess = z.infer<typeof consoleAccessSchema>;

export const accessCalls = {
  /** Path not shown in the spec (docs/decisions/041-console-calls-not-in-the-spec.md). */
  myAccess: consoleCall({ method: 'GET', path: '/user/consoleAccess', permission: null, scope: scope.self('the caller\'s own permissions and units'), input: z.object({}), output: consoleAccessSchema }),
};
