// Render driver: renders every image of scripts/render/manifest.json that is missing (resumable),
// denoises it, encodes AVIF + WebP at the sizes and names the pages use, and updates
// src/content/media/manifest.json.
//
//   node scripts/render/render.mjs                 # everything missing, in priority order
//   node scripts/render/render.mjs archive lookbook # only outputs containing one of these words
//   node scripts/render/render.mjs lookbook/look-1  # an output's whole name: that picture alone (not look-10)
//   node scripts/render/render.mjs --encode-only   # re-encode cached renders (e.g. after a quality change)
//   node scripts/render/render.mjs --mob-only hero # only the heroes' own phone framings
//
// Blender runs as `nice -n 15 blender -b --factory-startup -t 1` (one thread, or RENDER_THREADS) so other work keeps a core.
// Renders are cached as PNG in scripts/render/.cache/ (git-ignored) keyed by a hash of the manifest
// entry and of the scene code that builds it (scene-source.mjs), so a changed seed/camera/sample count
// or a changed scene renders again and an unchanged one never does. Each picture encoded is recorded
// in rendered.json with that hash: the media rules test lists the pictures whose scene changed since.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { yieldToForeground } from './background.mjs';
import { ensureHdris } from './hdri.mjs';
import { sourceHash, writeRecord } from './scene-source.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const cache = join(here, '.cache');
const mediaPath = join(root, 'src/content/media/manifest.json');
const args = process.argv.slice(2);
const encodeOnly = args.includes('--encode-only');
/** Render only the phone framings that have their own render (`mobRegion`, `mobSubject`), not the pictures they belong to. */
const mobOnly = args.includes('--mob-only');
const only = args.filter((a) => !a.startsWith('--'));
const PYTHON = process.env.RENDER_PYTHON ?? '/usr/bin/python3';
const BLENDER = process.env.BLENDER ?? 'blender';
/** Blender's threads: 1 so other work keeps a core; RENDER_THREADS=2 gives one urgent render the machine. */
const THREADS = String(Number(process.env.RENDER_THREADS ?? 1) || 1);
/** AVIF/WebP quality: tuned so a 1440-wide hero stays well under 120 KB as AVIF. */
export const QUALITY = { avif: 50, webp: 62 };

yieldToForeground();
sharp.concurrency(1);
mkdirSync(cache, { recursive: true });

/** Re-read on every step, so a long run picks up manifest edits (new entries, priorities). */
const loadImages = () => JSON.parse(readFileSync(join(here, 'manifest.json'), 'utf8')).images;
const media = JSON.parse(readFileSync(mediaPath, 'utf8'));
/** The media entries this run wrote (only these are merged into the file on disk). */
const touched = new Set();

const key = (o) => createHash('sha1').update(JSON.stringify(o)).digest('hex').slice(0, 10);
const slug = (s) => s.replaceAll('/', '__');

function blender(entry, subject, resolution, out) {
  const job = JSON.stringify({ ...entry, subject, resolution, out });
  const r = spawnSync(
    'nice',
    [
      '-n',
      '15',
      BLENDER,
      '-b',
      '--factory-startup',
      '-t',
      THREADS,
      '-P',
      join(here, 'scenes', `${entry.scene}.py`),
      '--',
      job,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (!existsSync(out)) {
    const tail = `${r.stdout}\n${r.stderr}`
      .split('\n')
      .filter((l) => !l.startsWith('Fra:'))
      .slice(-25)
      .join('\n');
    throw new Error(`blender failed for ${entry.output} (${subject}):\n${tail}`);
  }
}

function denoise(src, dst, entry) {
  const r = spawnSync(
    PYTHON,
    // the compositor has already removed most noise (scripts/render/lib/kit.py denoise_nodes):
    // this pass only evens out what is left, lighter at higher sample counts
    // (a job may set its own strength: the material boards' flat samples take a lighter pass than
    // their 16 samples would get, so a tag's print and a wood's grain stay crisp)
    [
      join(here, 'denoise.py'),
      src,
      dst,
      String(entry.denoise ?? (entry.samples < 16 ? 3 : entry.samples < 32 ? 2.5 : 1.2)),
    ],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`denoise failed: ${r.stderr}`);
}

/**
 * A hero's phone framing as a strip of its own frame (`mobRegion`): the whole frame is laid out at
 * the phone picture's height and only the strip around `mobFocus` is rendered (Blender's border,
 * cropped), so a phone gets its full resolution without the desktop picture being rendered again.
 */
function phoneRegion(entry) {
  const [w, height] = entry.mob;
  const width = Math.round((height * entry.resolution[0]) / entry.resolution[1]);
  const left = Math.max(0, Math.min(width - w, Math.round(width * (entry.mobFocus ?? 0.5) - w / 2)));
  return { resolution: [width, height], border: [left / width, (left + w) / width] };
}

/** Render (if not cached) and return the denoised PNG path. */
function rendered(entry, subject, resolution, source) {
  // NOTE: what only the encoding uses (the phone crop's focus) is not part of the render's key, so
  // moving a crop re-encodes the cached render instead of rendering it again.
  const h = key({ ...entry, subject, resolution, priority: undefined, mobFocus: undefined, source });
  const raw = join(cache, `${slug(subject)}-${h}.raw.png`);
  const png = join(cache, `${slug(subject)}-${h}.png`);
  if (existsSync(png)) return png;
  if (encodeOnly) return null;
  const t = Date.now();
  blender(entry, subject, resolution, raw);
  denoise(raw, png, entry);
  console.log(`[render] ${subject} ${resolution.join('×')} in ${Math.round((Date.now() - t) / 1000)} s`);
  return png;
}

async function write(png, base, w, h, widths, focus = 0.5) {
  const files = widths.flatMap((width) =>
    ['webp', 'avif'].map((x) => join(root, 'public', `${width === w ? base : `${base}-${width}`}.${x}`)),
  );
  const fresh = files.every((f) => existsSync(f) && statSync(f).mtimeMs >= statSync(png).mtimeMs);
  if (fresh && media[`/${base}.webp`] && !process.env.RENDER_FORCE_ENCODE) return;
  const meta = await sharp(png).metadata();
  // crop to the target aspect around the focus point, then scale
  const aspect = w / h;
  let cw = meta.width;
  let ch = Math.round(cw / aspect);
  if (ch > meta.height) {
    ch = meta.height;
    cw = Math.round(ch * aspect);
  }
  const left = Math.max(0, Math.min(meta.width - cw, Math.round(meta.width * focus - cw / 2)));
  const top = Math.round((meta.height - ch) / 2);
  const srcset = [];
  for (const width of widths) {
    const height = Math.round((h * width) / w);
    const name = width === w ? base : `${base}-${width}`;
    const file = join(root, 'public', name);
    mkdirSync(dirname(file), { recursive: true });
    const img = sharp(png)
      .extract({ left, top, width: cw, height: ch })
      .resize(width, height, { kernel: 'lanczos3' })
      .sharpen({ sigma: width > cw ? 0.8 : 0.5 });
    await img.clone().webp({ quality: QUALITY.webp, effort: 5 }).toFile(`${file}.webp`);
    await img
      .clone()
      .avif({ quality: QUALITY.avif, effort: 4, chromaSubsampling: '4:2:0' })
      .toFile(`${file}.avif`);
    srcset.push([`/${name}.webp`, width]);
  }
  media[`/${base}.webp`] = { width: w, height: h, srcset: srcset.sort((a, b) => a[1] - b[1]) };
  touched.add(`/${base}.webp`);
}

/** A short film from a rendered frame: a slow horizontal pan, 640×360, looping. */
async function film(png, base, frames = 36) {
  const meta = await sharp(png).metadata();
  const ch = Math.round(meta.height * 0.86);
  const cw = Math.round((ch * 16) / 9);
  const list = [];
  for (let i = 0; i < frames; i++) {
    const t = 0.5 - 0.5 * Math.cos((Math.PI * 2 * i) / frames);
    const left = Math.round((meta.width - cw) * t);
    const top = Math.round((meta.height - ch) / 2);
    list.push(
      await sharp(png).extract({ left, top, width: cw, height: ch }).resize(640, 360).png().toBuffer(),
    );
  }
  const file = join(root, 'public', `${base}.webp`);
  await sharp(list, { join: { animated: true } })
    .webp({ quality: 72, effort: 5, loop: 0, delay: Array(frames).fill(120) })
    .toFile(file);
  media[`/${base}.webp`] = { width: 640, height: 360, srcset: [[`/${base}.webp`, 640]] };
  touched.add(`/${base}.webp`);
}

// the HDR environments the outdoor scenes light from (fetched once into .cache/hdri)
if (!encodeOnly) ensureHdris();
const started = Date.now();
let done = 0;
const seen = new Set();
/** An argument that names a whole output is that picture alone; any other is a word in the names. */
const whole = new Set(only.filter((o) => loadImages().some((e) => e.output === o)));
const chosen = (output, o) => (whole.has(o) ? output === o : output.includes(o));
for (;;) {
  const entry = loadImages()
    .sort((a, b) => a.priority - b.priority)
    .find((e) => !seen.has(e.output) && (!only.length || only.some((o) => chosen(e.output, o))));
  if (!entry) break;
  seen.add(entry.output);
  const base = `images/${entry.output}`;
  try {
    // read before Blender does: a scene edited during a long render is not what this one shows
    const source = sourceHash(entry);
    if (entry.kind === 'pair') {
      const png = mobOnly ? null : rendered(entry, entry.subject, entry.resolution, source);
      if (png) await write(png, `${base}-web`, ...entry.web, entry.webWidths ?? [800, entry.web[0]]);
      if (png && entry.film) await film(png, `images/${entry.film}`);
      let mob = png;
      let focus = entry.mobFocus ?? 0.5;
      if (entry.mobSubject) {
        mob = rendered(entry, entry.mobSubject, entry.mobResolution, source);
        focus = 0.5;
      } else if (entry.mobRegion) {
        const { border, resolution } = phoneRegion(entry);
        mob = rendered({ ...entry, border }, entry.subject, resolution, source);
        focus = 0.5;
      }
      if (mob) await write(mob, `${base}-mob`, ...entry.mob, [entry.mob[0]], focus);
      if (!png && !mob) continue;
    } else {
      if (mobOnly) continue;
      const png = rendered(entry, entry.subject, entry.resolution, source);
      if (!png) continue;
      await write(png, base, ...entry.size, entry.widths ?? [Math.round(entry.size[0] / 2), entry.size[0]]);
    }
    done++;
    // keep the media manifest current after every image, so an interrupted run leaves it consistent;
    // merged into what is on disk, so two runs with different filters can share the machine's cores
    const merged = JSON.parse(readFileSync(mediaPath, 'utf8'));
    for (const k of touched) merged[k] = media[k];
    const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(mediaPath, `${JSON.stringify(sorted, null, 1)}\n`);
    // a pair's mob-only run leaves its desktop picture as it was: the record waits for both
    if (!mobOnly || entry.kind !== 'pair') writeRecord({ [entry.output]: source });
  } catch (e) {
    console.error(String(e.message ?? e));
  }
}
console.log(`[render] ${done} images encoded in ${Math.round((Date.now() - started) / 1000)} s`);
