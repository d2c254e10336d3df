// `npm run doctor`: the go-live preflight (src/server/composition/doctor.ts, decision 039) on the
// server's settings: settings, secrets, database and migrations, SMTP handshake, providers.
// Bundled on each run like `npm run staff`, so it needs no build. Exits 1 when a required check fails.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServerEntry } from './lib.mjs';

const out = join(process.env.NEXT_DIST_DIR ?? '.next', 'moru-api', 'doctor.mjs');
await bundleServerEntry('src/server/composition/doctor.ts', out);
const doctor = await import(pathToFileURL(join(process.cwd(), out)).href);
try {
  process.exit(await doctor.main());
} catch (err) {
  console.error(err);
  process.exit(1);
}
