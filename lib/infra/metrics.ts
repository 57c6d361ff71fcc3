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
  /** Memory of C++ objects bound to JavaScript ones (sockets' buffers among them). */
  externalBytes: number;
  /** Whether a full garbage collection ran just before (`gc`, with node --expose-gc only). */
  collected: boolean;
  uptimeSeconds: number;
}

/**
 * `gc`: collect garbage first when the process runs with --expose-gc (the benchmarks start it so),
 * so memory held, not garbage not yet collected, is what is read.
 */
export function readMetrics(reset: boolean, gc = false): Metrics {
  startMetrics();
  const collect = (globalThis as { gc?: () => void }).gc;
  const collected = gc && typeof collect === 'function';
  if (collected) collect!();
  const h = histogram!;
  const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
  const figures: Metrics = {
    eventLoopDelayMs: { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), mean: ms(h.mean) },
    rssBytes: process.memoryUsage.rss(),
    heapUsedBytes: process.memoryUsage().heapUsed,
    externalBytes: process.memoryUsage().external,
    collected,
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
