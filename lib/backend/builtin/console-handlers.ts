/**
 * The shape of an area's console services: (deps, access, input) -> output for each declared call.
 * A leaf module (types only) so that the services and the console that assembles them do not import
 * each other.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { CallInput, CallOutput, ConsoleCall } from '@/lib/contracts/console-call';

export type ConsoleHandlers<Calls extends Record<string, ConsoleCall>> = {
  [K in keyof Calls]: (deps: BuiltinDeps, access: Access, input: CallInput<Calls[K]>) => Promise<CallOutput<Calls[K]>>;
};
