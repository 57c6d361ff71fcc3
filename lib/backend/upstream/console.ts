/**
 * The console's calls forwarded to the upstream user-center at the spec's paths: path parameters
 * come from the input, the rest goes as the query (GET, DELETE) or the JSON body (POST, PUT);
 * the answer is checked with the call's output schema (which also masks secrets, decision 092).
 * Only set filters travel (toQuery).
 */
import type { ConsoleBackend } from '@/lib/backend/types';
import { consoleCalls } from '@/lib/contracts/console';
import type { ConsoleCall } from '@/lib/contracts/console-call';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { getTranslator } from '@/lib/i18n/translate';
import { hasSecretMarker } from '@/lib/security/secret-values';
import { pathParams } from '@/lib/contracts/path-params';
import type { UpstreamClient } from './client';
import type { QueryParams } from './query';

export function forwardCall(client: UpstreamClient, call: ConsoleCall) {
  const names = pathParams(call.path);
  return (ctx: Parameters<ConsoleBackend[keyof ConsoleBackend]>[0], input: unknown) => {
    const rest: Record<string, unknown> = { ...((input ?? {}) as Record<string, unknown>) };
    const params: Record<string, string> = {};
    for (const name of names) {
      params[name] = String(rest[name] ?? '');
      delete rest[name];
    }
    const inQuery = call.method === 'GET' || call.method === 'DELETE';
    return client.call(ctx, {
      method: call.method,
      path: call.path,
      params,
      query: inQuery ? (rest as QueryParams) : undefined,
      body: inQuery ? undefined : rest,
      retVal: call.output,
    });
  };
}

/** Calls that write a parameter's value: the upstream service does not know the secret marker. */
const OPTION_WRITES = new Set(['updateSystemOption', 'updateOptionValue', 'saveUnitOption']);

/**
 * A parameter sent back with the marker would store the marker upstream in place of the secret, and
 * only the built-in backend can keep the stored one: the secret must be typed again (58002).
 */
function refusingMarkers(forward: ReturnType<typeof forwardCall>): ReturnType<typeof forwardCall> {
  return async (ctx, input) => {
    const value = (input as { value?: unknown } | undefined)?.value;
    if (typeof value === 'string' && hasSecretMarker(value)) {
      const t = await getTranslator(ctx.locale, 'console.options');
      throw new AppError(ErrorCode.SYSTEM_OPTION_REFUSED, { serverMessage: t('refused.secretRetype') });
    }
    return forward(ctx, input);
  };
}

export function createUpstreamConsole(client: UpstreamClient): ConsoleBackend {
  return Object.fromEntries(
    Object.entries(consoleCalls).map(([name, call]) => [name, OPTION_WRITES.has(name) ? refusingMarkers(forwardCall(client, call)) : forwardCall(client, call)]),
  ) as unknown as ConsoleBackend;
}
