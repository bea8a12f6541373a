// Draws the PWA icons (a white "F" on the primary blue) as PNGs with zlib only, so no image tool is needed.
// Run: node scripts/make-icons.mjs   (writes public/icons/*.png; the outputs are committed)
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BLUE = [0x19, 0x76, 0xd2];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// the letter in a unit square, as rectangles [x0, y0, x1, y1]
const LETTER_F = [
  [0.3, 0.2, 0.45, 0.8],
  [0.3, 0.2, 0.72, 0.34],
  [0.3, 0.44, 0.65, 0.57],
];

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function insideLetter(x, y, scale) {
  const u = 0.5 + (x - 0.5) / scale;
  const v = 0.5 + (y - 0.5) / scale;
  return LETTER_F.some(([x0, y0, x1, y1]) => u >= x0 && u <= x1 && v >= y0 && v <= y1);
}

/** maskable: full bleed, letter inside the 80 % safe circle; otherwise a rounded square. */
function draw(size, maskable) {
  const rgba = Buffer.alloc(size * size * 4);
  const letterScale = maskable ? 0.7 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!maskable && !insideRoundedSquare(x, y, 0.2)) continue;
          background++;
          if (insideLetter(x, y, letterScale)) letter++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const mix = background ? letter / background : 0;
      const offset = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) rgba[offset + i] = Math.round(BLUE[i] * (1 - mix) + WHITE[i] * mix);
      rgba[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return png(size, rgba);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  writeFileSync(join(out, name), draw(size, maskable));
}
