// The door's service worker (decision 018). Registered by /admin/check-in with the scope
// /admin/check-in, so it controls that page only: the public site, member pages and the rest of
// the console are never served from here. It keeps what the page needs to open and run without a
// network: the page's HTML and its static files. It never stores an API answer (/api/* passes
// straight through): the ticket list the page keeps for offline use lives in the page's own storage.
const VERSION = 'moru-door-v1';
const PAGE = '/admin/check-in';
const SHELL = [PAGE, '/admin/door.webmanifest', '/icons/door-192.png', '/icons/door-512.png'];

/** Static files the page loads: built chunks, styles and fonts (their names change with their content). */
const isStatic = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/fonts/') || SHELL.includes(url.pathname));

async function cacheShell() {
  const cache = await caches.open(VERSION);
  const page = await fetch(PAGE, { credentials: 'same-origin' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put(PAGE, page);
  // The first visit was not controlled yet: take the files its HTML names now.
  const files = new Set(SHELL.filter((p) => p !== PAGE));
  for (const m of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+|\/fonts\/[^"]+)"/g)) files.add(m[1]);
  await Promise.all(
    [...files].map((f) =>
      fetch(f)
        .then((res) => (res.ok ? cache.put(f, res) : undefined))
        .catch(() => undefined),
    ),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('moru-door-') && k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    if (url.pathname !== PAGE) return;
    // The page: the network first (a new build), the kept copy when there is none.
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(VERSION).then((cache) => cache.put(PAGE, copy));
          }
          return res;
        })
        .catch(() => caches.match(PAGE).then((hit) => hit || Response.error())),
    );
    return;
  }

  if (isStatic(url)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(VERSION).then((cache) => cache.put(request, copy));
            }
            return res;
          }),
      ),
    );
  }
});
