/** Rate limits of a BFF call, reserved atomically before the work they guard (decision 070). */
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { log } from '@/lib/infra/log';
import type { ApiBase, Endpoint, EndpointContext, RateRule } from './endpoint';

function limitKey(rule: RateRule<unknown>, base: ApiBase, endpoint: Endpoint, subject: string): string {
  // Shared rules (the login limits) count across every endpoint that declares them.
  return rule.shared ? `rl:${rule.name}:${subject}` : `rl:${base}:${endpoint.path}:${rule.name}:${subject}`;
}

/**
 * Reserves one unit of every rate limit before the work, atomically (INCR in memory or Redis):
 * concurrent attempts each see their own count, so a burst cannot pass a limit that a sequence
 * would not. Returns the give-back for rules that count only failures.
 */
export async function reserveLimits(endpoint: Endpoint, base: ApiBase, input: unknown, ctx: EndpointContext): Promise<(failed: boolean) => Promise<void>> {
  const store = ctx.store;
  const taken: { key: string; rule: RateRule<unknown> }[] = [];
  for (const rule of (endpoint.rateLimits ?? []) as RateRule<unknown>[]) {
    const subject = rule.key(input, ctx);
    if (!subject) continue;
    const key = limitKey(rule, base, endpoint, subject);
    const count = await store.incr(key, rule.windowSeconds * 1000);
    if (count > rule.limit) {
      // Over the limit: this attempt does not run, so it gives back what it took.
      await Promise.all([key, ...taken.map((t) => t.key)].map((k) => store.decr(k)));
      const ms = await store.ttl(key);
      // The first refusal of the window is noted (an atomic counter of its own, so a burst notes it once).
      if (rule.onFirstRefusal && (await store.incr(`${key}:refused`, Math.max(1000, ms))) === 1) {
        await rule.onFirstRefusal(input, ctx).catch((e: unknown) => log.warn('rate_limit.note_failed', { rule: rule.name, error: e instanceof Error ? e.name : 'unknown' }));
      }
      throw new AppError(ErrorCode.RATE_LIMITED, { params: { seconds: Math.max(1, Math.ceil(ms / 1000)) } });
    }
    taken.push({ key, rule });
  }
  return async (failed) => {
    if (failed) return;
    await Promise.all(taken.filter((t) => t.rule.count === 'failure').map((t) => store.decr(t.key)));
  };
}
