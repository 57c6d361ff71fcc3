/**
 * A local stand-in for a map tile server (MAP_TILE_URL of the e2e server): any /{z}/{x}/{y}.png is
 * one small generated PNG (a light square with a grid), so the map works without internet.
 */
import http from 'node:http';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 256x256 RGB tile: pale green land with a grid line every 32 pixels and a darker border. */
export function stubTile(): Buffer {
  const size = 256;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0;
      const grid = x % 32 === 0 || y % 32 === 0;
      const [r, g, b] = edge ? [150, 170, 160] : grid ? [205, 220, 210] : [232, 240, 228];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export async function startTileStub(port: number): Promise<() => Promise<void>> {
  const tile = stubTile();
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && /^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': tile.length, 'cache-control': 'no-store' });
      res.end(tile);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
