// The production server (`npm start`, the browser tests, the bench): one port, `/api/*` handed to
// the Hono app directly and everything else to Next's request handler (decision 008). Plain Node,
// loaded as it is: this folder is the product's runtime, not a build input (decision 023).
//
//   NEXT_DIST_DIR=.next PORT=3000 node src/runtime/server.mjs   # a build by scripts/lib.mjs ensureBuild
//
// SIGTERM/SIGINT: stop accepting, let requests in flight finish (up to SHUTDOWN_DRAIN_MS, 10 s),
// stop the background loops, close the database, exit 0.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiRequest } from './api-request.mjs';
import { loadCspManifest, pageCsp } from './csp-server.mjs';
import { createPageCache } from './page-cache.mjs';
import { createRegeneration } from './regeneration.mjs';
import {
  publicFiles,
  REVALIDATE_PATH,
  requestParts,
  routeRequests,
  sendResponse,
} from './request-routing.mjs';

/**
 * Where the build keeps the API for this server: `src/server/composition/instance.ts` bundled into
 * one ES module plain Node loads (scripts/lib.mjs bundleApi writes it).
 */
export const apiBundlePath = (distDir) => join(distDir, 'moru-api', 'instance.mjs');

/**
 * Starts the server; resolves once it listens. The API bundle opens the process's one database
 * first and starts it (`globalThis.__moruDb` and `__moruStarted`, `composition/server-db.ts`), so
 * Next's server code, which reads the same globals through `composition/pages.ts`, shares that
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
  // A configuration that cannot run (an unknown IDENTITY_PROVIDER, a missing PORTONE_* key…) stops
  // the start here, naming the variable; a database that is down does not (below).
  api.checkConfig();
  // The app opens the database (and runs migrations) before Next starts. If the database is down,
  // the server still starts: pages that need no database serve, and the API answers 503 until a
  // later request finds the database back (getApp() is made again after a failed start).
  await api
    .getApp()
    .catch((err) => console.error('[server] API start failed; retried per request:', err.message));
  const withApp = async (req, env) => {
    // Liveness, and readiness while the app is still starting, answer without it (decision 039).
    const early = api.answerWithoutApp(req);
    if (early) return early;
    let app;
    try {
      app = await api.getApp();
    } catch (err) {
      return api.startFailed(req, err);
    }
    const res = await app.fetch(req, env);
    api.keepAnswer(req, res);
    return res;
  };
  const { getRequestListener } = await import('@hono/node-server');
  // NOTE: Next shares the process; Hono's lighter global Request/Response would be Next's too. Without
  // them, a request that may carry a body is handed over as a real Request: Hono's bodyLimit rebuilds
  // it with `new Request(raw, …)`, which the light one cannot be (a DELETE without Content-Length
  // failed so); a small body goes in memory (api-request.mjs). GET and HEAD, the read path, keep the
  // light object.
  const apiListener = getRequestListener(
    (req, env) =>
      req.method === 'GET' || req.method === 'HEAD'
        ? withApp(req, env)
        : apiRequest(req, env.incoming, api.MAX_BODY_BYTES).then(
            (request) => withApp(request, env),
            // The client went away before its body ended: nobody is left to read an answer.
            () => new Response(null, { status: 400 }),
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

  // Prerendered answers Next sent, sent again from memory until the next publish (decision 016).
  const pages = createPageCache();

  // `/api/*` to the app, pages to Next; a method neither can take answered there (request-routing.mjs).
  const files = publicFiles(join(process.cwd(), 'public'));
  const route = routeRequests({
    isPublicFile: (path) => files.has(path),
    // A visitor's answer the app keeps and would send unchanged goes out without it (decision 029).
    api: (req, res) => api.sendKeptAnswer(req, res) || apiListener(req, res),
    refuseApiMethod: (url, headers) => api.refuseMethod(url, headers),
    page: (req, res) => {
      if (pages.serve(req, res)) return;
      pages.capture(req, res);
      pageCsp(csp, req, res);
      return nextHandler(req, res);
    },
  });

  let closing = false;
  const server = createServer((req, res) => {
    // Prometheus's scrape (decision 039): answered by the API bundle, never by Next.
    if (req.url === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
      const { url, headers } = requestParts(req);
      req.resume();
      return api.metrics(new Request(url, { headers })).then((answer) => sendResponse(res, answer));
    }
    // While draining, a keep-alive connection closes after the answer it is waiting for.
    if (closing) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (closing) server.closeIdleConnections();
    });
    return route(req, res);
  });
  // An idle keep-alive connection stays open longer than its clients keep one for reuse: nginx keeps
  // upstream connections 60 s (deploy/, `keepalive_timeout` default), and with Node's 5 s a request
  // sent on a connection the server had just closed failed with ECONNRESET (nginx answers 502; the
  // browser tests' request context saw it on 2026-11-29). The header deadline stays above it.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  await new Promise((resolve) => server.listen(port, resolve));
  console.log(`[server] ready on http://localhost:${port} (API direct, pages by Next; build ${distDir})`);
  const { rendered } = await regenerateOnPublish(api, port, pages);
  // The warm-up (decision 027) waits for the content pages' first renders: run before them, Next's
  // rendering left the apply path about as slow as never warmed. It runs again before each
  // application window opens, when it counts most.
  const warmUpCount = api.warmUpCount();
  if (warmUpCount > 0)
    void rendered
      .then(() => warmUp(port, api, warmUpCount))
      .then(() => api.watchOpenings(() => warmUp(port, api, warmUpCount)))
      .catch((err) => console.error('[server] warm-up before openings not started:', err.message));

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

/** Requests in flight at once during the warm-up, and the most time it may take. */
const WARM_UP_CONCURRENCY = 16;
const WARM_UP_MAX_MS = 15_000;

/**
 * Once the instance listens and its content pages have rendered, and `WARM_UP_LEAD_SECONDS` before
 * each application window opens, it sends `count` requests of a 10:00 rush to itself over loopback
 * (decision 027), through the same server, routing, API and database, so V8 has compiled the apply
 * path when the first wave of members meets it. The API builds the requests
 * (`api.warmUpRequests()`, none of which can write); the answers are read and dropped.
 * `WARM_UP_REQUESTS=0` turns it off. Skipped when the API could not start (its database is down).
 */
async function warmUp(port, api, count) {
  let requests;
  try {
    requests = await api.warmUpRequests();
  } catch (err) {
    console.warn('[server] warm-up skipped:', err.message);
    return;
  }
  const agent = new Agent({ keepAlive: true, maxSockets: WARM_UP_CONCURRENCY });
  const started = performance.now();
  const statuses = {};
  let sent = 0;
  const send = (r) =>
    new Promise((resolve) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, agent, method: r.method, path: r.path, headers: r.headers },
        (res) => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          res.resume().on('end', resolve).on('error', resolve);
        },
      );
      req.on('error', resolve);
      req.end(r.body);
    });
  const worker = async () => {
    while (sent < count && performance.now() - started < WARM_UP_MAX_MS)
      await send(requests[sent++ % requests.length]);
  };
  await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, worker));
  agent.destroy();
  const answered = Object.entries(statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
  console.log(
    `[server] warmed up: ${sent} requests in ${Math.round(performance.now() - started)} ms (${answered})`,
  );
}

/**
 * Published content reaches this instance's prerendered pages (decisions 014, 055): at start and
 * after each publish (or a new Seoul day) the API's watcher passes the pages that changed (every
 * content page at start, on a new day, or when a change touches every page's menus). This asks
 * Next, through a route only this process can call (a token it keeps in memory), to mark those
 * pages stale (every page when `everything`), then requests each once so it is rendered again
 * before visitors ask for it. The answers kept in memory for those pages (page-cache.mjs) are
 * dropped around it.
 */
async function regenerateOnPublish(api, port, pages) {
  const token = randomBytes(32).toString('base64url');
  globalThis.__moruRevalidateToken = token;
  const base = `http://127.0.0.1:${port}`;
  const { regenerate, rendered } = createRegeneration({
    drop: ({ paths, everything }) => (everything ? pages.clear() : pages.forget(paths)),
    mark: async ({ paths, everything }) => {
      const res = await fetch(`${base}${REVALIDATE_PATH}`, {
        method: 'POST',
        headers: { 'x-moru-revalidate': token, 'content-type': 'application/json' },
        body: JSON.stringify(everything ? {} : { paths }),
      });
      if (res.status !== 204) throw new Error(`revalidate answered ${res.status}`);
    },
    request: async (path) => {
      await fetch(base + path, { headers: { 'x-moru-warm': '1' } }).then((r) => r.arrayBuffer());
    },
  });
  const start = () =>
    api.watchContent(regenerate).catch((err) => {
      console.error('[server] content watch not started; retrying in 10 s:', err.message);
      setTimeout(start, 10_000).unref();
    });
  await start();
  return { rendered };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startServer().catch((err) => {
    console.error('[server] failed to start', err);
    process.exit(1);
  });
}
