// `npm start`: builds when the sources changed since the last build, then serves on PORT (3000):
// src/runtime/server.mjs, the API by Hono directly and the pages by Next, on one port (decision 008).
// With no DATABASE_URL it runs the embedded default: PGlite in ./data/db, demo content and accounts.
import { ensureBuild } from './lib.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
// The site URL is compiled in: a build for another NEXT_PUBLIC_SITE_URL is rebuilt.
const code = await ensureBuild(distDir, { NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL });
if (code !== 0) process.exit(code);
const { startServer } = await import('../src/runtime/server.mjs');
await startServer({ distDir });
