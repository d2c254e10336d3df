// The HDR environments the render scenes may use (issue 28: light from real captures). They come
// from `@pmndrs/assets` on the npm registry, which ships a selection of Poly Haven HDRIs (CC0 1.0,
// both the package and Poly Haven's captures) as 512 × 256 EXR files inside JavaScript data URLs.
// The package is 13.7 MB and only a rendering workstation needs it, so it is not a dependency: this
// fetches the tarball once with `npm pack` and writes the EXRs to scripts/render/.cache/hdri/.
//   node scripts/render/hdri.mjs          # writes every file HDRIS names, if missing
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const HDRI_DIR = join(here, '.cache', 'hdri');
export const PACKAGE = '@pmndrs/assets@1.7.0';
/** The environments the scenes use, by the package's file name (see the render README for each one's source). */
export const HDRIS = ['sunset', 'city', 'dawn'];

export function ensureHdris() {
  const missing = HDRIS.filter((name) => !existsSync(join(HDRI_DIR, `${name}.exr`)));
  if (!missing.length) return;
  mkdirSync(HDRI_DIR, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'hdri-'));
  try {
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], {
      cwd: work,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', tarball, ...missing.map((n) => `package/hdri/${n}.exr.js`)], { cwd: work });
    for (const name of missing) {
      const js = readFileSync(join(work, 'package', 'hdri', `${name}.exr.js`), 'utf8');
      const b64 = js.match(/data:application\/exr;base64,([A-Za-z0-9+/=]+)/)?.[1];
      if (!b64) throw new Error(`${PACKAGE}: hdri/${name}.exr.js holds no EXR data URL`);
      writeFileSync(join(HDRI_DIR, `${name}.exr`), Buffer.from(b64, 'base64'));
      console.log(`[hdri] ${name}.exr from ${PACKAGE}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureHdris();
