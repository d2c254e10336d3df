// `npm start`: builds when the sources changed since the last build, then serves on PORT (3000).
// With no DATABASE_URL it runs the embedded default: PGlite in ./data/db, demo content and accounts.
import { ensureBuild, run } from './lib.mjs';

// The site URL is compiled in: a build for another NEXT_PUBLIC_SITE_URL is rebuilt.
const code = await ensureBuild(process.env.NEXT_DIST_DIR ?? '.next', {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
});
if (code !== 0) process.exit(code);
process.exit(
  await run('npx', ['next', 'start', '-p', process.env.PORT ?? '3000'], {
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  }),
);
