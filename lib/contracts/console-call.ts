/**
 * One console call, declared once: the spec's method and path, the permission it needs, and zod
 * schemas of its input and output, and the units whose data it touches (its scope). The BFF endpoint (lib/bff/endpoints/console-endpoint.ts), the
 * built-in service's signature (lib/backend/builtin/console.ts) and the upstream forwarder
 * (lib/backend/upstream/console.ts) are all derived from it.
 */
import { z } from 'zod';
import type { Permission } from './permissions';
import type { CallScope } from './scope';
import { flagSchema } from './envelope';
import { integerInput, INT32_MAX } from './numbers';

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ConsoleCall<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: ConsoleMethod;
  /** The spec's path under the user-center base, with :params filled from the input. */
  path: string;
  /** null: any signed-in user (the call itself limits what it answers). */
  permission: Permission | null;
  /** Which unit's data it acts on (lib/contracts/scope.ts): checked by the dispatcher before the service runs. */
  scope: CallScope;
  input: I;
  output: O;
  /** Error codes the caller expects and shows itself (no toast). */
  quietCodes?: number[];
  /** A GET that changes state: same-origin check as for writes. */
  sameOriginOnly?: boolean;
}

export function consoleCall<I extends z.ZodType, O extends z.ZodType>(call: ConsoleCall<I, O>): ConsoleCall<I, O> {
  return call;
}

export type CallInput<C> = C extends ConsoleCall<infer I, z.ZodType> ? z.output<I> : never;
export type CallOutput<C> = C extends ConsoleCall<z.ZodType, infer O> ? z.input<O> : never;

// Building blocks shared by the console's contracts.

/** An id: a JSON integer, or its decimal digits from a path or query (never true, "0x10" or "1e3"). */
export const idSchema = integerInput(1, INT32_MAX);
export const idsSchema = z.array(idSchema).max(10_000);
/** Optional trimmed text filter; '' counts as absent. */
export const textFilter = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
/** Optional date filter: a calendar date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:mm[:ss]) in the product's time zone; '' is absent. */
export const dateFilter = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/)
  .optional()
  .or(z.literal('').transform(() => undefined));
/** Optional trimmed text field of a form; '' is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const statusSchema = z.enum(['ENABLED', 'DISABLED']);
/** A T/F flag in a request: also takes booleans and 'true'/'false' (query strings). */
export const flagInput = z.preprocess((v) => (v === true || v === 'true' ? 'T' : v === false || v === 'false' ? 'F' : v), flagSchema);
/** "Nothing to return" of a successful write. */
export const done = z.null();
export const okIdSchema = z.object({ id: z.number().int() });
