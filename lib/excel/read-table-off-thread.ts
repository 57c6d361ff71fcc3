/**
 * Reads an uploaded workbook without the request thread doing the work: the zip's directory is
 * judged here (cheap, nothing inflated), then one short-lived worker thread with a heap limit,
 * a time limit and a lower priority inflates and parses the sheet (read-table.ts) and hands back
 * only the requested columns. The request thread keeps answering other requests meanwhile.
 *
 * The worker is inline bootstrap source (eval), as in lib/security/hash-pool.ts, so it starts the
 * same way under tsx, vitest and a Next bundle; the bootstrap registers tsx's require hook and
 * loads table-worker.ts from the project root (the start scripts run from there, with tsx).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { SheetLimitError, UnreadableFileError, sizeText, type SheetLimitKind } from './limits';
import type { Table, TableRequest } from './read-table';
import type { WorkerAnswer, WorkerInput } from './table-worker';
import { readZipDirectory } from './zip-directory';

/** Below the request path (0), above argon2id's pool (19): a read competes with hashing, not with requests. */
export const SHEET_WORKER_NICE = 10;

const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
// On Linux setpriority(PRIO_PROCESS, 0) changes the calling thread only: this worker, not the server.
try { require('node:os').setPriority(workerData.nice); } catch {}
require(workerData.tsx).register();
require(workerData.entry);
`;

function projectRequire() {
  return createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json'));
}

/** Reads at once per process: the others wait their turn (each holds at most one upload). */
const SLOTS = Math.max(1, os.availableParallelism() - 1);
const KEY = Symbol.for('concierge.sheetReads');
type Holder = { [KEY]?: { running: number; waiting: (() => void)[] } };

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  const g = globalThis as Holder;
  const state = (g[KEY] ??= { running: 0, waiting: [] });
  if (state.running >= SLOTS) await new Promise<void>((resolve) => state.waiting.push(resolve));
  else state.running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = state.waiting.shift();
    if (next) next();
    else state.running--;
  }
}

const CODE_OF: Record<SheetLimitKind, number> = {
  parts: ErrorCode.IMPORT_TOO_MANY_PARTS,
  expanded: ErrorCode.IMPORT_EXPANDS_TOO_MUCH,
  ratio: ErrorCode.IMPORT_COMPRESSION_RATIO,
  rows: ErrorCode.IMPORT_TOO_MANY_ROWS,
  columns: ErrorCode.IMPORT_TOO_MANY_COLUMNS,
  cell: ErrorCode.IMPORT_CELL_TOO_LONG,
  time: ErrorCode.IMPORT_READ_TOO_SLOW,
  memory: ErrorCode.IMPORT_READ_TOO_BIG,
};

/** The refusal the user sees: a 400-class code whose message names the limit and its figure. */
function limitRefusal(e: SheetLimitError): AppError {
  return new AppError(CODE_OF[e.kind], { params: e.params });
}

function runWorker(input: WorkerInput): Promise<Table> {
  const { limits } = input.request;
  const req = projectRequire();
  const bootstrap = { nice: SHEET_WORKER_NICE, tsx: req.resolve('tsx/cjs/api'), entry: path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/excel/table-worker.ts') };
  return new Promise<Table>((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { ...bootstrap, ...input },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new SheetLimitError('time', { seconds: Math.ceil(limits.timeMs / 1000) }))), limits.timeMs);
    worker.on('message', (m: WorkerAnswer) =>
      settle(() => {
        if (m.ok) resolve(m.table);
        else if ('limit' in m) reject(new SheetLimitError(m.limit.kind, m.limit.params));
        else if ('unreadable' in m) reject(new UnreadableFileError(m.unreadable));
        else reject(new Error(`sheet worker: ${m.failed}`));
      }),
    );
    worker.on('error', (e: Error & { code?: string }) =>
      settle(() => reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SheetLimitError('memory', { max: sizeText(limits.heapMb * 1024 * 1024) }) : e)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`sheet worker exited (${code}) without an answer`))));
  });
}

/**
 * The table of the workbook's first sheet. Throws the AppError of a limit reached (a 400-class
 * code naming the limit and its figure) or UnreadableFileError when the bytes are not a workbook.
 */
export async function readTableOffThread(bytes: Uint8Array, request: TableRequest): Promise<Table> {
  try {
    const entries = readZipDirectory(bytes, request.limits);
    return await withSlot(() => runWorker({ bytes, entries, request }));
  } catch (e) {
    if (e instanceof SheetLimitError) throw limitRefusal(e);
    throw e;
  }
}
