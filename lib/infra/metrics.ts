/**
 * Process figures an operator (and the benchmarks) can read without a profiler: the event-loop
 * delay histogram, which shows whether work such as password hashing starves other requests.
 * Served by server.ts at GET /-/metrics, only with `Authorization: Bearer METRICS_TOKEN`.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { timingSafeEqual } from 'node:crypto';

let histogram: IntervalHistogram | undefined;

export function startMetrics(): void {
  histogram ??= monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
}

export interface Metrics {
  eventLoopDelayMs: { p50: number; p99: number; max: number; mean: number };
  rssBytes: number;
  heapUsedBytes: number;
  uptimeSeconds: number;
}

export function readMetrics(reset: boolean): Metrics {
  startMetrics();
  const h = histogram!;
  const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
  const figures: Metrics = {
    eventLoopDelayMs: { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), mean: ms(h.mean) },
    rssBytes: process.memoryUsage.rss(),
    heapUsedBytes: process.memoryUsage().heapUsed,
    uptimeSeconds: Math.round(process.uptime()),
  };
  if (reset) h.reset();
  return figures;
}

/** Constant-time check of the bearer token against METRICS_TOKEN. */
export function metricsAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
