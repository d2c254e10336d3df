// A quick look at a scene while building it: renders manifest entries (by output or subject) at a fraction of their size
// with few samples, straight to PNG (no cache, no denoise, no encoding, the site untouched).
//   node scripts/render/preview.mjs <word> [word ...] [--scale 0.25] [--samples 16] [--out /tmp/preview]
// Then `node scripts/render/sheet.mjs sheet.png --from /tmp/preview` puts them side by side.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { yieldToForeground } from './background.mjs';
import { ensureHdris } from './hdri.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const scale = Number(option('scale', '0.25'));
const samples = Number(option('samples', '16'));
const outDir = option('out', '/tmp/preview');
const words = args;
if (!words.length || !(scale > 0 && scale <= 1) || !(samples > 0)) {
  console.error(
    'usage: node scripts/render/preview.mjs <word> [word ...] [--scale 0.25] [--samples 16] [--out dir]',
  );
  process.exit(2);
}
yieldToForeground();
mkdirSync(outDir, { recursive: true });
ensureHdris();
const images = JSON.parse(readFileSync(join(here, 'manifest.json'), 'utf8')).images;
for (const entry of images.filter((e) => words.some((w) => e.output.includes(w) || e.subject.includes(w)))) {
  const subjects = [[entry.subject, entry.resolution]];
  if (entry.mobSubject) subjects.push([entry.mobSubject, entry.mobResolution]);
  for (const [subject, [w, h]] of subjects) {
    // named by output: a floor card and a photo share a subject (with their own cameras)
    const name = subject === entry.subject ? entry.output : subject;
    const out = join(outDir, `${name.replaceAll('/', '__')}.png`);
    const resolution = [Math.round(w * scale), Math.round(h * scale)];
    const job = JSON.stringify({ ...entry, subject, resolution, samples, out });
    const started = Date.now();
    const r = spawnSync(
      'nice',
      [
        '-n',
        '10',
        'blender',
        '-b',
        '--factory-startup',
        '-t',
        '2',
        '-P',
        join(here, 'scenes', `${entry.scene}.py`),
        '--',
        job,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 28 },
    );
    const log = `${r.stdout}\n${r.stderr}`.split('\n').filter((l) => !l.startsWith('Fra:'));
    if (r.status !== 0 || !log.some((l) => l.includes('Saved:'))) {
      console.error(`[preview] ${subject} failed:\n${log.slice(-25).join('\n')}`);
      process.exitCode = 1;
      continue;
    }
    console.log(
      `[preview] ${subject} ${resolution.join('×')} → ${out} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
}
