/**
 * argon2id off the event loop and below the request path's priority: a few worker threads (one
 * per core the process may use) that renice themselves to 19 and run the *sync* argon2 there, so
 * the hashing happens on those threads and nowhere else. With logins saturating the CPU the
 * scheduler still gives the event loop (token checks, pages) its share first (ADR 070).
 *
 * The worker is inline source (eval) so it starts the same way under tsx, vitest and a Next
 * bundle; it loads @node-rs/argon2 from the path resolved here. One pool per process, kept on
 * globalThis: Next's bundle and server.ts may each load this module.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { setting } from '@/lib/env';

export interface Argon2Options {
  algorithm: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type Job =
  | { op: 'verify'; hash: string; password: string; options: Argon2Options }
  | { op: 'hash'; password: string; options: Argon2Options }
  | { op: 'priority' };

interface Pending {
  job: Job;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

/** Niceness of the hashing threads: the lowest priority, so they use only what requests leave. */
export const HASH_WORKER_NICE = 19;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
// On Linux setpriority(PRIO_PROCESS, 0) changes the calling thread only: this worker, not the server.
try { os.setPriority(workerData.nice); } catch {}
let argon2;
try { argon2 = require(workerData.argon2Path); } catch { argon2 = require('@node-rs/argon2'); }
parentPort.on('message', (m) => {
  try {
    let result;
    if (m.job.op === 'verify') result = argon2.verifySync(m.job.hash, m.job.password, m.job.options);
    else if (m.job.op === 'hash') result = argon2.hashSync(m.job.password, m.job.options);
    else result = os.getPriority();
    parentPort.postMessage({ id: m.id, ok: true, result });
  } catch (e) {
    parentPort.postMessage({ id: m.id, ok: false, error: String((e && e.message) || e) });
  }
});
`;

function resolveArgon2(): string {
  // The project root first (a Next bundle's own location says little); then this file's.
  const bases = [path.join(process.cwd(), 'package.json')];
  try {
    bases.push(new URL(import.meta.url).pathname);
  } catch {
    /* not a file URL inside a bundle */
  }
  for (const base of bases) {
    try {
      return createRequire(base).resolve('@node-rs/argon2');
    } catch {
      /* next candidate */
    }
  }
  return '@node-rs/argon2';
}

class Slot {
  readonly worker: Worker;
  current: { id: number; pending: Pending } | null = null;
  constructor(argon2Path: string, onMessage: (slot: Slot, m: { id: number; ok: boolean; result?: unknown; error?: string }) => void, onDead: (slot: Slot, e: Error) => void) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2Path, nice: HASH_WORKER_NICE } });
    this.worker.on('message', (m) => onMessage(this, m));
    this.worker.on('error', (e) => onDead(this, e));
    this.worker.on('exit', (code) => onDead(this, new Error(`hash worker exited (${code})`)));
    // An idle pool must not keep the process alive; a busy slot is ref'd while it works.
    this.worker.unref();
  }
}

export class HashPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly argon2Path = resolveArgon2();
  /** Jobs run so far, by kind (tests count verifications with it). */
  readonly counts = { verify: 0, hash: 0 };

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    return new Slot(
      this.argon2Path,
      (slot, m) => {
        const cur = slot.current;
        if (!cur || cur.id !== m.id) return;
        slot.current = null;
        slot.worker.unref();
        if (m.ok) cur.pending.resolve(m.result);
        else cur.pending.reject(new Error(m.error ?? 'hash worker error'));
        this.pump();
      },
      (slot, e) => {
        const i = this.slots.indexOf(slot);
        if (i < 0) return;
        const cur = slot.current;
        slot.current = null;
        if (cur) cur.pending.reject(e);
        if (this.closed) return;
        this.slots[i] = this.spawn();
        this.pump();
      },
    );
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.current) continue;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      slot.current = { id, pending };
      slot.worker.ref();
      slot.worker.postMessage({ id, job: pending.job });
    }
  }

  run<T>(job: Job): Promise<T> {
    if (this.closed) return Promise.reject(new Error('hash pool closed'));
    if (job.op === 'verify' || job.op === 'hash') this.counts[job.op]++;
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  /** The niceness each worker reports for itself (what the scheduler sees). */
  priorities(): Promise<number[]> {
    return Promise.all(this.slots.map(() => this.run<number>({ op: 'priority' })));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('hash pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

const KEY = Symbol.for('concierge.hashPool');
type Holder = { [KEY]?: HashPool };

/** Pool size: the cores this process may run on (taskset and cgroup cpusets included). */
export function defaultPoolSize(): number {
  return setting('HASH_POOL_SIZE') ?? Math.max(1, os.availableParallelism());
}

export function hashPool(): HashPool {
  const g = globalThis as Holder;
  g[KEY] ??= new HashPool(defaultPoolSize());
  return g[KEY];
}

/** Ends the pool's workers (tests, shutdown); the next use starts a new pool. */
export async function closeHashPool(): Promise<void> {
  const g = globalThis as Holder;
  const pool = g[KEY];
  g[KEY] = undefined;
  await pool?.close();
}
