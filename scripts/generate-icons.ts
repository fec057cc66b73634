/**
 * Draws the installable app's icons (docs/decisions/031-notifications.md): the favicon's ball on
 * the academy green, as PNGs, with nothing but node:zlib. Run once after a design change and commit
 * the files: `node --import tsx scripts/generate-icons.ts`.
 * - icon-192.png, icon-512.png: rounded square, corners transparent ("any" purpose).
 * - icon-maskable-512.png: full bleed, the ball inside the central safe zone (a circle of 80%).
 * - apple-touch-icon.png (180): full bleed; iOS rounds the corners itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const GREEN = [0x0b, 0x3d, 0x2e] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function insidePolygon(x: number, y: number, points: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The colour at a point of the 64-unit design (the favicon's), or null outside the shape. */
function shade(x: number, y: number, options: { radius: number; scale: number }): Rgb | null {
  // Rounded square background (radius 0 = full bleed).
  const r = options.radius;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  if (r > 0 && (x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  // The ball, scaled about the centre.
  const u = 32 + (x - 32) / options.scale;
  const v = 32 + (y - 32) / options.scale;
  if ((u - 32) ** 2 + (v - 32) ** 2 > 18 * 18) return GREEN;
  const patches: [number, number][][] = [
    [[32, 20], [38, 24.5], [35.7, 31.5], [28.3, 31.5], [26, 24.5]],
    [[19, 30], [24, 27], [27, 33], [24, 39], [19, 37]],
    [[45, 30], [40, 27], [37, 33], [40, 39], [45, 37]],
    [[27, 44], [29.5, 40], [34.5, 40], [37, 44], [32, 47]],
  ];
  return patches.some((p) => insidePolygon(u, v, p)) ? GREEN : WHITE;
}

function draw(size: number, options: { radius: number; scale: number }): Buffer {
  const SAMPLES = 4;
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = shade(((px + (sx + 0.5) / SAMPLES) * 64) / size, ((py + (sy + 0.5) / SAMPLES) * 64) / size, options);
          if (!colour) continue;
          covered += 1;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
        }
      }
      const i = (py * size + px) * 4;
      if (covered > 0) rgba.set([Math.round(red / covered), Math.round(green / covered), Math.round(blue / covered), Math.round((255 * covered) / SAMPLES ** 2)], i);
    }
  }
  return png(size, rgba);
}

const out = join(process.cwd(), 'src/client/public/icons');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'icon-192.png'), draw(192, { radius: 14, scale: 1 }));
writeFileSync(join(out, 'icon-512.png'), draw(512, { radius: 14, scale: 1 }));
writeFileSync(join(out, 'icon-maskable-512.png'), draw(512, { radius: 0, scale: 0.85 }));
writeFileSync(join(out, 'apple-touch-icon.png'), draw(180, { radius: 0, scale: 1 }));
