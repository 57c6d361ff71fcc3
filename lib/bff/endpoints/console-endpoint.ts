/** BFF endpoints of console calls: one per declaration in lib/contracts/console.ts, signed-in, with its permission and scope. */
import { defineEndpoint, type Endpoint } from '@/lib/bff/endpoint';
import type { ConsoleCall } from '@/lib/contracts/console-call';
import type { ConsoleBackend } from '@/lib/backend/types';

export function consoleEndpoints(calls: Record<string, ConsoleCall>): Endpoint[] {
  return Object.entries(calls).map(([name, call]) =>
    defineEndpoint({
      base: 'uc',
      method: call.method,
      path: call.path,
      auth: 'session',
      permission: call.permission ?? undefined,
      scope: call.scope,
      input: call.input,
      output: call.output,
      quietCodes: call.quietCodes,
      sameOriginOnly: call.sameOriginOnly,
      handler: ({ input, ctx }) => (ctx.backend.console[name as keyof ConsoleBackend] as (c: typeof ctx.call, i: unknown) => Promise<unknown>)(ctx.call, input) as never,
    }),
  );
}
