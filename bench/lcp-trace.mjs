// `node bench/lcp-trace.mjs http://127.0.0.1:3300 /faq /policies/terms …` (issue 53, decision 050):
// loads each page in Chromium (CHROME_PATH, default /usr/bin/chromium) once with Lighthouse's mobile
// conditions applied for real through CDP (412 × 823 at 1.75×, 150 ms round trip, 1.6 Mbit/s down,
// CPU × 4) and prints what decides its largest paint: every LCP candidate (element, time, image),
// the first paint, when the `_next` scripts and the font files finished, and `load`. Lighthouse's
// own LCP is simulated from an unthrottled load (Lantern); this is the load it simulates, measured.
// Not run by `npm run bench`; the server must be running (a bench or `npm start` build).
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/lcp-trace.mjs <base URL> [path …]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const path of paths.length ? paths : ['/faq']) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const el = e.element;
          const name = el
            ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList[0] ? `.${el.classList[0]}` : ''}`
            : '(removed)';
          window.__lcp.push({
            at: Math.round(e.startTime),
            size: e.size,
            element: name,
            text: (el?.textContent ?? '').trim().slice(0, 40),
            image: e.url ? new URL(e.url).pathname : '',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    // The site font is fetched after `load` (decision 007): wait for it and any repaint it causes.
    await page.waitForTimeout(4000);
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const span = (re) => {
        const list = performance.getEntriesByType('resource').filter((e) => re.test(e.name));
        if (!list.length) return null;
        return {
          count: list.length,
          from: Math.round(Math.min(...list.map((e) => e.startTime))),
          to: Math.round(Math.max(...list.map((e) => e.responseEnd))),
        };
      };
      return {
        firstPaint: paint ? Math.round(paint.startTime) : null,
        load: Math.round(nav.loadEventEnd),
        scripts: span(/\/_next\/static\/chunks\/.*\.js/),
        fonts: span(/\.woff2/),
        lcp: window.__lcp,
      };
    });
    console.log(
      `${path}: first paint ${r.firstPaint} ms, load ${r.load} ms; scripts ${JSON.stringify(r.scripts)}; font files ${JSON.stringify(r.fonts)}`,
    );
    for (const c of r.lcp) console.log('  LCP candidate', JSON.stringify(c));
    await context.close();
  }
} finally {
  await browser.close();
}
