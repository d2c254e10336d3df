// `npm run backup [-- <folder>]` and `npm run restore <file>`: the whole database written to one
// dated file and loaded into an empty one (src/server/composition/backup-cli.ts, decision 043), on
// the server's settings and database, which it checks as a start does. Bundled on each run like the
// API, so it needs no build.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServerEntry } from './lib.mjs';

const out = join(process.env.NEXT_DIST_DIR ?? '.next', 'moru-api', 'backup-cli.mjs');
await bundleServerEntry('src/server/composition/backup-cli.ts', out);
const cli = await import(pathToFileURL(join(process.cwd(), out)).href);
try {
  process.exit(await cli.main(process.argv.slice(2)));
} catch (err) {
  // A configuration that cannot run names its variables (ConfigError); anything else with its stack.
  console.error(err?.name === 'ConfigError' ? err.message : err);
  process.exit(1);
}
