// Full-page screenshots of every public page at 390 × 844 and 1440 × 900, for a design review by eye
// (issue 18; docs/screenshots.md). An ad-hoc tool, not a test: it reads the pages from the running
// site's sitemap (every public page in ko and en), adds the Korean-only ones (the event list, one
// event's detail, sign-in, sign-up), every year page the archive links to and the 404 in both languages, and saves one PNG per page and
// width. Each shot waits for the site font (html[data-fonts]) and every image, with reduced motion
// so nothing is caught mid-animation; it also prints the pages wider than their viewport.
//
//   node scripts/screenshots.mjs [base-url] [--out dir] [--widths 390,1440] [--only a,b] [--no-years] [--sheet]
//
// base-url defaults to http://127.0.0.1:3700; serve the site first, e.g.
// `E2E_PORT=3700 E2E_DIST_DIR=.next-e2e-shots node scripts/e2e-server.mjs` (builds once, seeds the
// demo programme). --only keeps the paths containing one of the texts, --no-years leaves the 22 year pages out; --sheet also writes one contact sheet
// per width (every page side by side, scaled down) to look at many at once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const base = (
  args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'http://127.0.0.1:3700'
).replace(/\/$/, '');
const out = option('--out', 'tests/e2e/.artifacts/screens');
const only = option('--only', '');
const widths = option('--widths', '390,1440').split(',').map(Number);
const HEIGHTS = { 390: 844, 1440: 900 };
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every public page in both languages (the sitemap's alternates), then the Korean-only screens and the 404s. */
async function pages() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = new Set();
  for (const [, href] of xml.matchAll(/href="([^"]+)"/g)) paths.add(new URL(href).pathname);
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(loc).pathname);
  // The year pages are public but outside the sitemap: every year the archive links to, in both languages.
  const archive = args.includes('--no-years') ? '' : await (await fetch(`${base}/archive`)).text();
  for (const [, year] of archive.matchAll(/href="(\/archive\/\d{4})"/g)) {
    paths.add(year);
    paths.add(`/en${year}`);
  }
  const events = await (await fetch(`${base}/api/events?tab=on`)).json();
  const first = events.items?.[0]?.id;
  if (!first) console.warn('no running event: the event detail is left out');
  for (const p of ['/event', first && `/event/${first}`, '/sign/in', '/sign/up', '/contact', '/faq']) {
    if (p) paths.add(p);
  }
  paths.add('/no-such-page');
  paths.add('/en/no-such-page');
  return [...paths].filter((p) => !only || only.split(',').some((part) => p.includes(part)));
}

const fileName = (path) =>
  (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')).replace(/[^\w.-]/g, '-');

/** Scrolls through the page so lazy images load, then waits for every image and the site font. */
async function settle(page) {
  await page.waitForSelector('html[data-fonts]', { state: 'attached', timeout: 15_000 });
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
    const loaded = (img) =>
      new Promise((r) => {
        img.addEventListener('load', r, { once: true });
        img.addEventListener('error', r, { once: true });
      });
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.race([Promise.all(pending.map(loaded)), new Promise((r) => setTimeout(r, 10_000))]);
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  // The home header reveals itself after a second (data-revealed); other pages have it from the start.
  await page
    .waitForSelector('#site-header[data-revealed="true"]', { state: 'attached', timeout: 3_000 })
    .catch(() => {});
}

/**
 * The whole page as a visitor scrolls through it: one screenshot per screenful, stacked. NOTE:
 * Playwright's `fullPage` capture laid long pages out differently from the live page here (text
 * below the first screen a little shorter, the footer ending up to 30 px above the image's bottom
 * edge over a white band the page does not have). The fixed header is shown on the first screen only.
 */
async function fullPage(page, file) {
  const { total, height, width } = await page.evaluate(() => ({
    total: document.documentElement.scrollHeight,
    height: window.innerHeight,
    width: window.innerWidth,
  }));
  const tiles = [];
  for (let y = 0; y < total; y += height) {
    const top = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return window.scrollY;
    }, y);
    if (y === height) {
      await page.evaluate(() =>
        document.getElementById('site-header')?.style.setProperty('visibility', 'hidden', 'important'),
      );
    }
    await page.waitForTimeout(100);
    tiles.push({ input: await page.screenshot(), top, left: 0 });
    if (top + height >= total) break;
  }
  await sharp({ create: { width, height: total, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png()
    .toFile(file);
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const list = await pages();
const overflow = [];
const failed = [];
const shots = {};
for (const width of widths) {
  const dir = join(out, String(width));
  mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({
    viewport: { width, height: HEIGHTS[width] ?? 900 },
    reducedMotion: 'reduce',
    hasTouch: width < 768,
  });
  shots[width] = [];
  for (const path of list) {
    const page = await context.newPage();
    // One page that fails (a timeout, a crashed tab) is reported at the end; the others are still taken.
    try {
      const res = await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await settle(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) overflow.push(`${path} at ${width}: ${scrollWidth} px wide`);
      const file = join(dir, `${fileName(path)}.png`);
      // A notice open on arrival (the home page's) is shot once as the visitor first sees it, then
      // closed as they would close it, so it does not stand over every screenful of the page.
      const notice = page.locator('dialog[data-popup][open]').first();
      if (await notice.isVisible()) {
        await page.screenshot({ path: join(dir, `${fileName(path)}-notice.png`) });
        await notice.locator('[data-popup-close]').click();
        await notice.waitFor({ state: 'hidden' });
      }
      await fullPage(page, file);
      shots[width].push({ path, file });
      console.log(`${res?.status()} ${width} ${path} → ${file}`);
    } catch (error) {
      failed.push(`${path} at ${width}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      console.error(`failed ${width} ${path}`);
    } finally {
      await page.close().catch(() => {});
    }
  }
  await context.close();
}
await browser.close();

if (args.includes('--sheet')) {
  // One row of columns per width: each page scaled to a column of COLUMN px, its path above it.
  const MAX_TILE = 6000;
  for (const width of widths) {
    const column = width < 768 ? 195 : 360;
    const tiles = await Promise.all(
      shots[width].map(async ({ path, file }) => {
        const scaled = await sharp(file).resize({ width: column }).png().toBuffer();
        const { height: full } = await sharp(scaled).metadata();
        // A very long page is cut at MAX_TILE px so one page does not set the height of its whole row.
        const height = Math.min(full, MAX_TILE);
        const buffer = await sharp(scaled).extract({ left: 0, top: 0, width: column, height }).toBuffer();
        return { path, buffer, height };
      }),
    );
    const perRow = width < 768 ? 12 : 8;
    const gap = 16;
    const label = 20;
    const rows = [];
    for (let i = 0; i < tiles.length; i += perRow) rows.push(tiles.slice(i, i + perRow));
    const rowHeights = rows.map((r) => Math.max(...r.map((t) => t.height)) + label + gap);
    const composites = [];
    let top = 0;
    rows.forEach((row, r) => {
      row.forEach((t, c) => {
        const left = c * (column + gap);
        const text = Buffer.from(
          `<svg width="${column}" height="${label}"><text x="0" y="14" font-size="12" font-family="sans-serif">${t.path}</text></svg>`,
        );
        composites.push({ input: text, left, top });
        composites.push({ input: t.buffer, left, top: top + label });
      });
      top += rowHeights[r];
    });
    const sheet = join(out, `sheet-${width}.png`);
    await sharp({
      create: { width: perRow * (column + gap), height: top, channels: 3, background: '#bbbbbb' },
    })
      .composite(composites)
      .png()
      .toFile(sheet);
    console.log(`contact sheet → ${sheet}`);
  }
}

writeFileSync(join(out, 'pages.txt'), `${list.join('\n')}\n`);
console.log(`${list.length} pages × ${widths.length} widths`);
if (overflow.length) console.log(`wider than the viewport:\n  ${overflow.join('\n  ')}`);
if (failed.length) {
  console.error(`not taken:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}
