// Contact sheet of rendered images, for looking at a batch before committing it.
//   node scripts/render/sheet.mjs <out.png> <word> [word ...]
//   node scripts/render/sheet.mjs <out.png> --from <dir> [word ...]   # PNG previews in a folder
// Takes every public/images/**/*.webp whose path contains one of the words (full-size files only:
// no -800/-600 widths), labels each tile with its path and writes one PNG, 4 tiles a row.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';

const [out, ...rest] = process.argv.slice(2);
const from = rest[0] === '--from' ? rest[1] : null;
const words = from ? rest.slice(2) : rest;
if (!out || (!from && !words.length)) {
  console.error('usage: node scripts/render/sheet.mjs <out.png> <word> [word ...]');
  process.exit(2);
}
const root = from ?? join(import.meta.dirname, '..', '..', 'public', 'images');
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
const files = walk(root)
  .filter((f) => (from ? f.endsWith('.png') : f.endsWith('.webp') && !/-\d{3,4}\.webp$/.test(f)))
  .filter((f) => !words.length || words.some((w) => relative(root, f).includes(w)))
  .sort();
const TILE = [420, 300];
const COLS = 4;
const rows = Math.ceil(files.length / COLS);
const xml = (s) => s.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);
const tiles = await Promise.all(
  files.map(async (f, i) => {
    const img = await sharp(f, { animated: false })
      .resize(TILE[0], TILE[1] - 20, { fit: 'contain', background: '#222' })
      .toBuffer();
    const label = Buffer.from(
      `<svg width="${TILE[0]}" height="20"><rect width="100%" height="100%" fill="#111"/><text x="4" y="14" font-size="12" fill="#eee" font-family="sans-serif">${xml(relative(root, f))}</text></svg>`,
    );
    return [
      { input: img, left: (i % COLS) * TILE[0], top: Math.floor(i / COLS) * TILE[1] },
      { input: label, left: (i % COLS) * TILE[0], top: Math.floor(i / COLS) * TILE[1] + TILE[1] - 20 },
    ];
  }),
);
await sharp({ create: { width: COLS * TILE[0], height: rows * TILE[1], channels: 3, background: '#222' } })
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.log(`${files.length} images → ${out}`);
