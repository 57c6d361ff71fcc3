/**
 * Hand-made .xlsx files for tests of the import's limits: a minimal valid workbook around a sheet
 * XML, and sheets that expand enormously without the test spending seconds deflating them (one
 * chunk deflated once, its bytes repeated: after a full flush deflate blocks stand alone).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A part already deflated: its compressed bytes, uncompressed size and CRC-32. */
export interface Deflated {
  deflated: Buffer;
  size: number;
  crc: number;
}

export interface ZipPart {
  name: string;
  content: string | Buffer | Deflated;
  /** Declare another uncompressed size than the real one (a zip that lies). */
  declaredSize?: number;
}

function deflatedOf(content: string | Buffer | Deflated): Deflated {
  if (typeof content === 'object' && 'deflated' in content) return content;
  const raw = typeof content === 'string' ? Buffer.from(content) : content;
  return { deflated: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
}

/** `prefix + chunk × times + suffix`, deflated in about the time of one chunk. */
export function repeatedDeflate(prefix: string, chunk: string, times: number, suffix: string): Deflated {
  const flush = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const c = Buffer.from(chunk);
  const head = deflateRawSync(Buffer.from(prefix), flush);
  const body = deflateRawSync(c, flush);
  const tail = deflateRawSync(Buffer.from(suffix));
  let crc = crc32(prefix);
  for (let i = 0; i < times; i++) crc = crc32(c, crc);
  crc = crc32(suffix, crc);
  const deflated = Buffer.concat([head, ...Array.from({ length: times }, () => body), tail]);
  return { deflated, size: Buffer.byteLength(prefix) + c.length * times + Buffer.byteLength(suffix), crc };
}

/** A zip of deflated parts (no data descriptors, no ZIP64). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const d = deflatedOf(part.content);
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? d.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(d.crc >>> 0, 14);
    local.writeUInt32LE(d.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(d.crc >>> 0, 16);
    central.writeUInt32LE(d.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, d.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + d.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_END = '</sheetData></worksheet>';

/** A row of inline strings (no shared strings needed). */
export function inlineRow(r: number, cells: string[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<row r="${r}">${cells.map((c, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`).join('')}</row>`;
}

/** The smallest workbook Excel and exceljs open: one sheet, given as XML or already deflated, and optionally shared strings. */
export function minimalXlsx(sheet: string | Deflated, options: { sharedStrings?: string; sheetDeclaredSize?: number } = {}): Buffer {
  const shared = options.sharedStrings === undefined ? '' : `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`;
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    { name: 'xl/workbook.xml', content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${shared}</Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheet, declaredSize: options.sheetDeclaredSize },
    ...(options.sharedStrings === undefined ? [] : [{ name: 'xl/sharedStrings.xml', content: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${options.sharedStrings}</sst>` }]),
  ]);
}
