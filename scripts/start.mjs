// `npm start`: builds when the sources changed since the last build, then serves on PORT (3000).
// With no DATABASE_URL it runs the embedded default: PGlite in ./data/db, demo content and accounts.
import { ensureBuild, run } from './lib.mjs';

const code = await ensureBuild(process.env.NEXT_DIST_DIR ?? '.next');
if (code !== 0) process.exit(code);
process.exit(await run('npx', ['next', 'start', '-p', process.env.PORT ?? '3000'], { env: { NEXT_TELEMETRY_DISABLED: '1' } }));
