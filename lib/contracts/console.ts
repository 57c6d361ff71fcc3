/** Every console call by name: the one list the BFF, the built-in backend and the upstream forwarder are built from. */
import type { CallInput, CallOutput, ConsoleCall } from './console-call';
import { accessCalls } from './access';
import { unitCalls } from './units';

export const consoleCalls = {
  ...accessCalls,
  ...unitCalls,
} satisfies Record<string, ConsoleCall>;

export type ConsoleCalls = typeof consoleCalls;
export type ConsoleCallName = keyof ConsoleCalls;
export type ConsoleInput<K extends ConsoleCallName> = CallInput<ConsoleCalls[K]>;
export type ConsoleOutput<K extends ConsoleCallName> = CallOutput<ConsoleCalls[K]>;
