// The production server (`npm start`, the browser tests, the bench): one port, `/api/*` handed to
// the Hono app directly and everything else to Next's request handler (decision 008).
//
//   NEXT_DIST_DIR=.next PORT=3000 node scripts/server.mjs    # a build made by scripts/lib.mjs ensureBuild
//
// SIGTERM/SIGINT: stop accepting, let requests in flight finish (up to SHUTDOWN_DRAIN_MS, 10 s),
// stop the background loops, close the database, exit 0.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCspManifest, pageCsp } from './csp-server.mjs';
import { apiBundlePath } from './lib.mjs';

const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Starts the server; resolves once it listens. The API bundle opens the process's one database
 * first (`globalThis.__moruDb`), so Next's server code, which reads the same global, shares that
 * handle and the background loops start once.
 */
export async function startServer({
  port = Number(process.env.PORT ?? 3000),
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
  drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000),
} = {}) {
  process.env.NODE_ENV ??= 'production';
  process.env.NEXT_DIST_DIR = distDir;
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  const bundle = apiBundlePath(distDir);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build with scripts/lib.mjs ensureBuild`);
  const api = await import(pathToFileURL(join(process.cwd(), bundle)).href);
  // The app opens the database (and runs migrations) before Next starts. If the database is down,
  // the server still starts: pages that need no database serve, and the API answers 503 until a
  // later request finds the database back (getApp() is made again after a failed start).
  await api
    .getApp()
    .catch((err) => console.error('[server] API start failed; retried per request:', err.message));
  const withApp = async (req, env) => {
    let app;
    try {
      app = await api.getApp();
    } catch (err) {
      return api.startFailed(req, err);
    }
    return app.fetch(req, env);
  };
  const { getRequestListener } = await import('@hono/node-server');
  // NOTE: Next shares the process; Hono's lighter global Request/Response would be Next's too. Without
  // them, a request that may carry a body is handed over as a real Request: Hono's bodyLimit rebuilds
  // it with `new Request(raw, …)`, which the light one cannot be (a DELETE without Content-Length
  // failed so). GET and HEAD, the read path, keep the light object.
  const apiListener = getRequestListener(
    (req, env) =>
      req.method === 'GET' || req.method === 'HEAD'
        ? withApp(req, env)
        : withApp(
            new Request(req.url, {
              method: req.method,
              headers: req.headers,
              body: req.body,
              duplex: 'half',
            }),
            env,
          ),
    { overrideGlobalObjects: false },
  );

  const { default: next } = await import('next');
  // The config the build was made with, as Next's own standalone server passes it: no
  // next.config.ts compile at start, and the same distDir, headers and image settings.
  const serverFiles = join(distDir, 'required-server-files.json');
  const conf = existsSync(serverFiles) ? JSON.parse(readFileSync(serverFiles, 'utf8')).config : undefined;
  const nextApp = next({ dev: false, dir: process.cwd(), port, ...(conf ? { conf } : {}) });
  await nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();
  // Each page's Content-Security-Policy: hashes for prerendered answers, a nonce otherwise (decision 011).
  const csp = loadCspManifest(distDir);

  let closing = false;
  const server = createServer((req, res) => {
    // While draining, a keep-alive connection closes after the answer it is waiting for.
    if (closing) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (closing) server.closeIdleConnections();
    });
    if (isApi(req.url)) {
      // Next's server adds the socket's address when the header is absent; the rate limiter's
      // clientIp() reads it the same way on both paths (TRUSTED_PROXY_HOPS).
      req.headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '';
      return apiListener(req, res);
    }
    pageCsp(csp, req, res);
    return nextHandler(req, res);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  console.log(`[server] ready on http://localhost:${port} (API direct, pages by Next; build ${distDir})`);

  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: finishing requests in flight (up to ${drainMs / 1000} s)…`);
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    const timer = setTimeout(() => {
      console.warn('[server] drain time over: closing the connections left');
      server.closeAllConnections();
    }, drainMs);
    await closed;
    clearTimeout(timer);
    await api.shutdown();
    await nextApp.close?.().catch(() => {});
    console.log('[server] stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
  return { server, port };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startServer().catch((err) => {
    console.error('[server] failed to start', err);
    process.exit(1);
  });
}
