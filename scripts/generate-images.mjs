// Writes the two kinds of picture that are not rendered (every other picture comes from Blender,
// scripts/render/): the 2023 design themes' title lettering as SVG, and the share images (og/),
// whose background is the home page's rendered hero. Deterministic: a re-run writes the same files.
//
//   node scripts/generate-images.mjs            # both
//   node scripts/generate-images.mjs title      # only the title SVGs ("og": only the share images)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public');
const manifestPath = join(root, 'src/content/media/manifest.json');
const only = process.argv[2]?.split(',');
const wanted = (name) => !only || only.some((o) => name.includes(o));

/** The 2023 themes' lettering: the word, its colour and the swatch under it. */
const THEMES_2023 = {
  scenesory: { title: 'SCENESORY', bold: '#d2482c', line: '#e9a184' },
  monologue: { title: 'MONOLOGUE', bold: '#1e1e1e', line: '#8a8a88' },
  whitenight: { title: 'WHITE NIGHT', bold: '#1f2a5a', line: '#a9b7e0' },
};

/** A 2023 title graphic, served as SVG: the word fitted to its width on a baseline with a swatch. */
function titleSvg(key) {
  const t = THEMES_2023[key];
  const w = 960;
  const h = 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><rect x="0" y="150" width="${w}" height="6" fill="${t.line}"/><rect x="0" y="40" width="14" height="110" fill="${t.bold}"/><text x="36" y="138" font-family="Pretendard, 'Helvetica Neue', Arial, sans-serif" font-weight="800" font-size="112" letter-spacing="-2" fill="${t.bold}" textLength="${w - 60}" lengthAdjust="spacingAndGlyphs">${t.title}</text></svg>\n`;
}

const escapeXml = (s) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The share image (1200×630) and the share logo (400×50), with the names from src/config/site.ts. */
async function shareImages() {
  const src = readFileSync(join(root, 'src/config/site.ts'), 'utf8');
  const programme = /programme:\s*\{\s*ko:\s*'([^']+)',\s*en:\s*'([^']+)'/.exec(src);
  const brand = /brand:\s*'([^']+)'/.exec(src)?.[1] ?? '';
  const [ko, en] = [programme?.[1] ?? '', programme?.[2] ?? ''].map(escapeXml);
  const w = 1200;
  const h = 630;
  // NOTE: the rendered home hero, darkened from the left so the lettering reads on it.
  const background = await sharp(join(out, 'images/home/hero-web.webp'))
    .resize(w, h, { fit: 'cover', position: 'attention' })
    .toBuffer();
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#15161c" stop-opacity=".82"/><stop offset=".62" stop-color="#15161c" stop-opacity=".35"/><stop offset="1" stop-color="#15161c" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#shade)"/><rect x="64" y="380" width="8" height="170" fill="#b0643b"/><text x="96" y="450" font-family="Noto Sans CJK KR, sans-serif" font-weight="700" font-size="64" fill="#f4f1ea">${ko}</text><text x="96" y="520" font-family="DejaVu Sans, sans-serif" font-size="40" letter-spacing="4" fill="#e9e2d6">${en.toUpperCase()}</text></svg>`;
  mkdirSync(join(out, 'og'), { recursive: true });
  await sharp(background)
    .composite([{ input: Buffer.from(overlay) }])
    .png({ compressionLevel: 9, palette: true, quality: 85 })
    .toFile(join(out, 'og/share.png'));
  const label = escapeXml(en.replace(/^\S+\s/, '').toUpperCase());
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="50"><rect width="400" height="50" fill="#15161c"/><rect x="14" y="13" width="24" height="24" fill="#b0643b"/><text x="50" y="33" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="20" letter-spacing="3" fill="#f4f1ea">${escapeXml(brand)}</text><text x="${50 + brand.length * 17}" y="33" font-family="DejaVu Sans, sans-serif" font-size="15" letter-spacing="1.5" fill="#c9c4bb">${label}</text></svg>`;
  await sharp(Buffer.from(logo))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, 'og/share-logo.png'));
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
for (const key of Object.keys(THEMES_2023)) {
  const file = `images/themes/2023/${key}-title.svg`;
  if (!wanted('title')) continue;
  const text = titleSvg(key);
  mkdirSync(dirname(join(out, file)), { recursive: true });
  writeFileSync(join(out, file), text);
  const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(text) ?? [];
  manifest[`/${file}`] = { width: Number(w), height: Number(h), srcset: [[`/${file}`, Number(w)]] };
}
if (wanted('og')) await shareImages();

const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`[images] title SVGs and share images written; manifest ${Object.keys(sorted).length} entries`);
