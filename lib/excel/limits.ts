/**
 * What reading an uploaded .xlsx may cost, and the two ways a read ends early: a limit reached
 * (the user is told which and its figure) or a file that is not a readable workbook. Shared by
 * the request thread and the sheet worker, so it imports nothing but relative modules (the worker
 * loads it outside Next's and vitest's resolution; docs/decisions/093).
 */
export interface SheetLimits {
  /** Data rows (below the header) that hold anything. */
  maxRows: number;
  /** The rightmost column a non-empty cell may be in. */
  maxColumns: number;
  /** Characters of one cell that is read. */
  maxCellChars: number;
  /** Sum of the parts' uncompressed sizes, as the zip declares them (and as inflating proves). */
  maxExpandedBytes: number;
  /** Uncompressed size over compressed size, for parts larger than RATIO_FLOOR_BYTES. */
  maxRatio: number;
  /** Entries of the zip. */
  maxParts: number;
  /** Wall time of one read in its worker, start-up included. */
  timeMs: number;
  /** Old-generation heap of the worker. */
  heapMb: number;
}

/** Spreadsheet XML deflates 5-20 to 1; a deflate bomb approaches 1000 to 1. */
export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxRows: 5000,
  maxColumns: 50,
  maxCellChars: 1000,
  maxExpandedBytes: 20 * 1024 * 1024,
  maxRatio: 100,
  maxParts: 500,
  timeMs: 60_000,
  heapMb: 256,
};

/** Below this size a part's ratio says nothing (a few kilobytes of repeated markup) and costs nothing. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

export type SheetLimitKind = 'parts' | 'expanded' | 'ratio' | 'rows' | 'columns' | 'cell' | 'time' | 'memory';

/** A limit of SheetLimits reached. Plain data, so it crosses from the worker as a message. */
export class SheetLimitError extends Error {
  override name = 'SheetLimitError';
  constructor(
    readonly kind: SheetLimitKind,
    readonly params: Record<string, string | number>,
  ) {
    super(`sheet limit: ${kind}`);
  }
}

/** Not a workbook this reader understands: not a zip, an encrypted or corrupt part, no sheet, bad XML. */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

/** A size as the messages show it: whole megabytes, or kilobytes below one. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
