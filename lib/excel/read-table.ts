/**
 * The first sheet of a workbook as a table of requested columns, found by their header in row 1.
 * Runs in the sheet worker (table-worker.ts): parts are inflated as streams, each held to the size
 * its zip entry declares, and the sheet is read row by row until the end or the first limit, so
 * memory follows the limits and not the file. Cell texts match what exceljs gave the import
 * before (dates as YYYY-MM-DD, numbers without formatting, rich text flattened, trimmed).
 */
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SheetLimitError, UnreadableFileError, sizeText, type SheetLimits } from './limits';
import { attribute, parseXml, type Attributes } from './xml-stream';
import { entryData, type ZipEntry } from './zip-directory';

export interface TableColumn {
  key: string;
  /** Header texts that name the column (each language, the key itself). */
  headers: string[];
}

export interface TableRequest {
  columns: TableColumn[];
  limits: SheetLimits;
}

export interface Table {
  /** Keys of the requested columns present in the header row. */
  found: string[];
  /** Rows below the header with text in a requested column: the sheet's row number, texts in request order. */
  rows: { row: number; cells: string[] }[];
}

const CHUNK = 64 * 1024;

/** A part's text, inflated chunk by chunk; more bytes than the entry declares is a lie and ends the read. */
async function* partText(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<string> {
  const data = entryData(bytes, entry);
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new UnreadableFileError('stored size mismatch');
    for (let i = 0; i < data.length; i += CHUNK) yield decoder.write(Buffer.from(data.subarray(i, i + CHUNK)));
    yield decoder.end();
    return;
  }
  if (entry.method !== 8) throw new UnreadableFileError(`compression method ${entry.method}`);
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.size) throw new UnreadableFileError('part larger than declared');
      yield decoder.write(chunk);
    }
  } finally {
    inflater.destroy();
  }
  yield decoder.end();
}

/** `target` of a relationship, relative to the folder of the part that declares it. */
function resolvePart(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const s of target.split('/')) {
    if (s === '..') segments.pop();
    else if (s && s !== '.') segments.push(s);
  }
  return segments.join('/');
}

const folderOf = (part: string) => part.slice(0, part.lastIndexOf('/') + 1);
const relsOf = (part: string) => `${folderOf(part)}_rels/${part.slice(part.lastIndexOf('/') + 1)}.rels`;

class Parts {
  private readonly byName: Map<string, ZipEntry>;
  constructor(
    private readonly bytes: Uint8Array,
    entries: ZipEntry[],
  ) {
    this.byName = new Map(entries.map((e) => [e.name.replace(/^\//, ''), e]));
  }
  text(name: string): AsyncIterable<string> | null {
    const entry = this.byName.get(name);
    return entry ? partText(this.bytes, entry) : null;
  }
  required(name: string): AsyncIterable<string> {
    const text = this.text(name);
    if (!text) throw new UnreadableFileError(`missing part ${name}`);
    return text;
  }
}

/** Relationships of a part: id -> {type, resolved target}. */
async function relationships(parts: Parts, part: string): Promise<Map<string, { type: string; target: string }>> {
  const out = new Map<string, { type: string; target: string }>();
  const text = parts.text(relsOf(part));
  if (!text) return out;
  await parseXml(text, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
      out.set(a.Id, { type: a.Type ?? '', target: resolvePart(folderOf(part), a.Target) });
    },
  });
  return out;
}

const byType = (rels: Map<string, { type: string; target: string }>, suffix: string) => [...rels.values()].find((r) => r.type.endsWith(suffix))?.target;

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A custom format shows a date when it has date letters outside brackets and quotes (exceljs's rule). */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** For each cell style (cellXfs index), whether its number format is a date. */
async function dateStyles(parts: Parts, part: string | undefined): Promise<boolean[]> {
  const text = part ? parts.text(part) : null;
  if (!text) return [];
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await parseXml(text, {
    open(name, a) {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = custom.get(id);
        styles.push(code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** Collects the text of `<t>` elements, leaving out phonetic runs (`<rPh>`), as Excel shows them. */
class RunText {
  private parts: string[] = [];
  private inT = false;
  private inPhonetic = false;
  open(name: string): void {
    if (name === 't' && !this.inPhonetic) this.inT = true;
    else if (name === 'rPh') this.inPhonetic = true;
  }
  close(name: string): void {
    if (name === 't') this.inT = false;
    else if (name === 'rPh') this.inPhonetic = false;
  }
  text(t: string): void {
    if (this.inT) this.parts.push(t);
  }
  take(): string {
    const s = this.parts.join('');
    this.parts = [];
    return s;
  }
}

async function sharedStrings(parts: Parts, part: string | undefined): Promise<string[]> {
  const text = part ? parts.text(part) : null;
  if (!text) return [];
  const strings: string[] = [];
  const run = new RunText();
  await parseXml(text, {
    open: (name) => run.open(name),
    close(name) {
      run.close(name);
      if (name === 'si') strings.push(run.take());
    },
    text: (t) => run.text(t),
  });
  return strings;
}

function dateText(serial: number, date1904: boolean): string | null {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

const COLUMN_REF = /^([A-Z]{1,3})(\d+)$/;
function columnOf(ref: string | undefined): number | null {
  const m = ref ? COLUMN_REF.exec(ref) : null;
  if (!m) return null;
  let n = 0;
  for (const ch of m[1]!) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}
function columnName(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

interface SheetContext {
  strings: string[];
  dates: boolean[];
  date1904: boolean;
}

async function readRows(text: AsyncIterable<string>, ctx: SheetContext, request: TableRequest): Promise<Table> {
  const { limits, columns } = request;
  /** Sheet column -> index in the request, from the header row (a later header of the same column wins). */
  const slotOf = new Map<number, number>();
  const found = new Set<string>();
  const rows: Table['rows'] = [];
  let dataRows = 0;
  let kept = 0;

  let rowNumber = 0;
  let cells: string[] = [];
  let rowHasText = false;
  let rowKeeps = false;
  let column = 0;
  let cell: { type: string; style: number } | null = null;
  let value: string[] = [];
  let inValue = false;
  let inInline = false;
  const inline = new RunText();

  const finishCell = () => {
    if (!cell) return;
    const raw = value.join('');
    let text: string;
    switch (cell.type) {
      case 's':
        text = ctx.strings[Number(raw)] ?? '';
        break;
      case 'inlineStr':
        text = inline.take();
        break;
      case 'b':
        text = raw === '' ? '' : String(raw === '1' || raw === 'true');
        break;
      case 'e':
        text = '';
        break;
      case 'str':
        text = raw;
        break;
      case 'd': {
        const d = new Date(raw);
        text = Number.isNaN(d.getTime()) ? raw : d.toISOString().slice(0, 10);
        break;
      }
      default: {
        const n = Number(raw);
        if (raw === '' || !Number.isFinite(n)) text = raw;
        else text = (ctx.dates[cell.style] && dateText(n, ctx.date1904)) || String(n);
      }
    }
    text = text.trim();
    cell = null;
    value = [];
    if (!text) return;
    rowHasText = true;
    if (column > limits.maxColumns) throw new SheetLimitError('columns', { row: rowNumber, max: limits.maxColumns });
    if (rowNumber === 1) {
      const index = columns.findIndex((c) => c.headers.includes(text));
      if (index >= 0) {
        slotOf.set(column, index);
        found.add(columns[index]!.key);
      }
      return;
    }
    const slot = slotOf.get(column);
    if (slot === undefined) return;
    if (text.length > limits.maxCellChars) throw new SheetLimitError('cell', { cell: `${columnName(column)}${rowNumber}`, max: limits.maxCellChars });
    // Shared strings let a small sheet repeat a long text everywhere: what is handed on counts too.
    kept += text.length;
    if (kept > limits.maxExpandedBytes) throw new SheetLimitError('expanded', { max: sizeText(limits.maxExpandedBytes) });
    cells[slot] = text;
    rowKeeps = true;
  };

  await parseXml(text, {
    open(name, a: Attributes) {
      if (name === 'row') {
        rowNumber = Number(a.r) || rowNumber + 1;
        cells = columns.map(() => '');
        rowHasText = false;
        rowKeeps = false;
        column = 0;
      } else if (name === 'c') {
        column = columnOf(a.r) ?? column + 1;
        cell = { type: a.t ?? 'n', style: Number(a.s ?? 0) };
        value = [];
      } else if (cell) {
        if (name === 'v') inValue = true;
        else if (name === 'is') inInline = true;
        else if (inInline) inline.open(name);
      }
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (inInline) inline.close(name);
      else if (name === 'c') finishCell();
      else if (name === 'row') {
        if (rowNumber > 1 && rowHasText && ++dataRows > limits.maxRows) throw new SheetLimitError('rows', { max: limits.maxRows });
        if (rowKeeps) rows.push({ row: rowNumber, cells });
      }
    },
    text(t) {
      if (inValue) value.push(t);
      else if (inInline) inline.text(t);
    },
  });
  return { found: columns.filter((c) => found.has(c.key)).map((c) => c.key), rows };
}

async function read(bytes: Uint8Array, entries: ZipEntry[], request: TableRequest): Promise<Table> {
  const parts = new Parts(bytes, entries);
  const workbook = byType(await relationships(parts, ''), '/officeDocument') ?? 'xl/workbook.xml';
  let firstSheet: string | undefined;
  let date1904 = false;
  await parseXml(parts.required(workbook), {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      else if (name === 'sheet') firstSheet ??= attribute(a, 'id');
    },
  });
  const rels = await relationships(parts, workbook);
  const sheet = firstSheet ? rels.get(firstSheet)?.target : undefined;
  if (!sheet) throw new UnreadableFileError('no sheet');
  const ctx: SheetContext = {
    strings: await sharedStrings(parts, byType(rels, '/sharedStrings')),
    dates: await dateStyles(parts, byType(rels, '/styles')),
    date1904,
  };
  return readRows(parts.required(sheet), ctx, request);
}

/** Throws SheetLimitError at the first limit, UnreadableFileError for anything else that goes wrong. */
export async function readTable(bytes: Uint8Array, entries: ZipEntry[], request: TableRequest): Promise<Table> {
  try {
    return await read(bytes, entries, request);
  } catch (e) {
    if (e instanceof SheetLimitError || e instanceof UnreadableFileError) throw e;
    throw new UnreadableFileError(e instanceof Error ? e.message : String(e), { cause: e });
  }
}
