/**
 * Entry of the sheet worker (started by read-table-off-thread.ts): reads one workbook given in
 * workerData and posts the table or why it stopped. Relative imports only: it is loaded through
 * tsx's require hook, outside Next's and vitest's module resolution.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SheetLimitError, UnreadableFileError } from './limits';
import { readTable, type TableRequest } from './read-table';
import type { ZipEntry } from './zip-directory';

export type WorkerAnswer =
  | { ok: true; table: Awaited<ReturnType<typeof readTable>> }
  | { ok: false; limit: { kind: SheetLimitError['kind']; params: SheetLimitError['params'] } }
  | { ok: false; unreadable: string }
  | { ok: false; failed: string };

export interface WorkerInput {
  bytes: Uint8Array;
  entries: ZipEntry[];
  request: TableRequest;
}

function answerOf(e: unknown): WorkerAnswer {
  if (e instanceof SheetLimitError) return { ok: false, limit: { kind: e.kind, params: e.params } };
  if (e instanceof UnreadableFileError) return { ok: false, unreadable: e.message };
  return { ok: false, failed: e instanceof Error ? e.message : String(e) };
}

const input = workerData as WorkerInput;
readTable(input.bytes, input.entries, input.request).then(
  (table) => parentPort!.postMessage({ ok: true, table } satisfies WorkerAnswer),
  (e: unknown) => parentPort!.postMessage(answerOf(e)),
);
