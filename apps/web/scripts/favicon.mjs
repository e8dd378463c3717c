// Writes public/favicon.ico (one 32×32 PNG inside an ICO, 193 bytes): the brand green (DESIGN.md,
// `tokens.brand`) rounded square with a white "L". The pages declare no icon link (it would add to
// the home page's first-load JavaScript, which is at its budget), so browsers ask for /favicon.ico;
// the site's server (server.mjs) serves it from build/client with an hour's cache instead of a 404 page.
// Run: `node scripts/favicon.mjs` (only when the mark changes; the ICO is committed).
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 32;
const BRAND = [0x0d, 0x6b, 0x45];
const WHITE = [0xff, 0xff, 0xff];
const RADIUS = 6;
/** The "L": [x, y, width, height] on the 32-pixel grid. */
const LETTER = [
  [10, 7, 5, 18],
  [10, 20, 13, 5],
];

const inside = ([x, y, w, h], px, py) => px >= x && px < x + w && py >= y && py < y + h;
function inRoundedSquare(px, py) {
  const cx = Math.min(Math.max(px, RADIUS), SIZE - RADIUS);
  const cy = Math.min(Math.max(py, RADIUS), SIZE - RADIUS);
  return (px - cx) ** 2 + (py - cy) ** 2 <= RADIUS ** 2;
}

// 4×4 samples per pixel so the rounded corners are smooth.
const rows = [];
for (let y = 0; y < SIZE; y++) {
  const row = [0];
  for (let x = 0; x < SIZE; x++) {
    let square = 0;
    let letter = 0;
    for (let sy = 0; sy < 4; sy++)
      for (let sx = 0; sx < 4; sx++) {
        const px = x + (sx + 0.5) / 4;
        const py = y + (sy + 0.5) / 4;
        if (!inRoundedSquare(px, py)) continue;
        square++;
        if (LETTER.some((rect) => inside(rect, px, py))) letter++;
      }
    const colour = BRAND.map((c, i) =>
      Math.round((c * (square - letter) + WHITE[i] * letter) / Math.max(square, 1)),
    );
    row.push(...colour, Math.round((square / 16) * 255));
  }
  rows.push(...row);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.from(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);

// ICONDIR (reserved, type 1 = icon, one image) and its ICONDIRENTRY (a PNG at offset 22).
const dir = Buffer.alloc(22);
dir.writeUInt16LE(0, 0);
dir.writeUInt16LE(1, 2);
dir.writeUInt16LE(1, 4);
dir.writeUInt8(SIZE, 6);
dir.writeUInt8(SIZE, 7);
dir.writeUInt16LE(1, 10); // colour planes
dir.writeUInt16LE(32, 12); // bits per pixel
dir.writeUInt32LE(png.length, 14);
dir.writeUInt32LE(22, 18);
writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([dir, png]));
