/**
 * The central directory of a zip (an .xlsx is one), read from the end of the file without
 * inflating anything, and the limits that can be judged from it: entries, declared uncompressed
 * sizes, compression ratio. The sizes are what the file claims; the inflater holds each part to
 * its claim (read-table.ts), so a file that lies is refused there. Format: PKWARE APPNOTE 4.3.
 */
import { RATIO_FLOOR_BYTES, SheetLimitError, UnreadableFileError, sizeText, type SheetLimits } from './limits';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  method: number;
  compressedSize: number;
  /** Declared uncompressed size. */
  size: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** ZIP64 puts these in the 16/32-bit fields; no spreadsheet of an import's size needs it. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndRecord(bytes: Uint8Array): number {
  const dv = view(bytes);
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let i = last; i >= first; i--) {
    if (dv.getUint32(i, true) === EOCD_SIGNATURE && i + EOCD_SIZE + dv.getUint16(i + 20, true) === bytes.length) return i;
  }
  throw new UnreadableFileError('no end of central directory');
}

/** The entries, refused past a limit before any byte is inflated. */
export function readZipDirectory(bytes: Uint8Array, limits: Pick<SheetLimits, 'maxParts' | 'maxExpandedBytes' | 'maxRatio'>): ZipEntry[] {
  if (bytes.length < EOCD_SIZE) throw new UnreadableFileError('too short for a zip');
  const dv = view(bytes);
  const end = findEndRecord(bytes);
  const disk = dv.getUint16(end + 4, true);
  const directoryDisk = dv.getUint16(end + 6, true);
  const count = dv.getUint16(end + 10, true);
  const directorySize = dv.getUint32(end + 12, true);
  const directoryOffset = dv.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0) throw new UnreadableFileError('multi-disk zip');
  if (count === ZIP64_16 || directorySize === ZIP64_32 || directoryOffset === ZIP64_32) throw new UnreadableFileError('zip64');
  if (count > limits.maxParts) throw new SheetLimitError('parts', { count, max: limits.maxParts });
  if (directoryOffset + directorySize > end) throw new UnreadableFileError('central directory out of bounds');

  const entries: ZipEntry[] = [];
  let expanded = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_SIZE > end || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new UnreadableFileError('bad central directory entry');
    const flags = dv.getUint16(at + 8, true);
    const method = dv.getUint16(at + 10, true);
    const compressedSize = dv.getUint32(at + 20, true);
    const size = dv.getUint32(at + 24, true);
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const localHeaderOffset = dv.getUint32(at + 42, true);
    if (at + CENTRAL_SIZE + nameLength > end) throw new UnreadableFileError('bad central directory entry');
    if (flags & 1) throw new UnreadableFileError('encrypted entry');
    if (size === ZIP64_32 || compressedSize === ZIP64_32 || localHeaderOffset === ZIP64_32) throw new UnreadableFileError('zip64');
    // Part names of a workbook are ASCII; UTF-8 (flag bit 11) decodes them the same.
    const name = new TextDecoder().decode(bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength));
    expanded += size;
    if (expanded > limits.maxExpandedBytes) throw new SheetLimitError('expanded', { max: sizeText(limits.maxExpandedBytes) });
    if (size > RATIO_FLOOR_BYTES && size > limits.maxRatio * Math.max(1, compressedSize)) throw new SheetLimitError('ratio', { max: limits.maxRatio });
    entries.push({ name, method, compressedSize, size, localHeaderOffset });
    at += CENTRAL_SIZE + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header (whose own sizes may be zero). */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + LOCAL_SIZE > bytes.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) throw new UnreadableFileError('bad local header');
  const start = at + LOCAL_SIZE + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new UnreadableFileError('entry out of bounds');
  return bytes.subarray(start, start + entry.compressedSize);
}
