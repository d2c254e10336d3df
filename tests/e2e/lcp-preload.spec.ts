import { publicRoutes } from '../../src/config/routes';
import { url } from './content-pages';
import { expect, test } from './fixtures';

/**
 * Issue 17 ("First-load weight and LCP"): a page's main image (its LCP candidate, the one <img> with
 * fetchpriority=high) is announced in the document head as `<link rel=preload as=image>` with the
 * same candidates (imagesrcset) and the same `sizes` (imagesizes) the <img> uses, before any
 * stylesheet or script, so the browser requests it with the HTML's first bytes. Read from the HTML
 * the server sends (no browser: this is what the preload scanner sees).
 */

/** Pages whose first screen is a picture: each must preload it. */
const HERO_PAGES = [
  '/',
  '/archive',
  '/archive/2012',
  '/archive/2025/lookbook',
  '/archive/2025/popupep4',
  '/archive/collectionDetail',
  '/2025/main/boost',
  '/2024/main/ore',
];

const attrs = (tag: string): Record<string, string | undefined> =>
  Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [
      m[1].toLowerCase(),
      m[2].replaceAll('&amp;', '&'),
    ]),
  );

function mainImage(html: string) {
  const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => attrs(m[0]));
  return imgs.filter((i) => i.fetchpriority === 'high');
}

/** The <source> candidates inside the <picture> of the page's main image (AVIF ones, as preloaded). */
function pictureSources(html: string, imgSrc: string) {
  const picture = [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].find((m) =>
    m[1].includes(`src="${imgSrc}"`),
  );
  return [...(picture?.[1] ?? '').matchAll(/<source\b[^>]*>/g)]
    .map((m) => attrs(m[0]))
    .filter((s) => s.type === 'image/avif');
}

function head(html: string) {
  return html.slice(0, html.indexOf('</head>'));
}

test.describe('the LCP image is preloaded with its sizes @desktop', () => {
  for (const path of publicRoutes.map((r) => r.path)) {
    for (const locale of ['ko', 'en'] as const) {
      test(url(path, locale), async ({ request }) => {
        const res = await request.get(url(path, locale));
        expect(res.status()).toBe(200);
        const html = await res.text();
        const main = mainImage(html);
        // One main image at most: several high-priority images compete on a slow network.
        expect(main.length).toBeLessThanOrEqual(1);
        if (HERO_PAGES.includes(path)) expect(main, 'a hero page marks its main image').toHaveLength(1);
        const img = main[0];
        if (!img) return;
        expect(img.loading).toBe('eager');
        const h = head(html);
        const links = [...h.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)]
          .map((m) => Object.assign(attrs(m[0]), { at: m.index ?? 0 }))
          .filter((l) => l.as === 'image');
        // Every art-directed AVIF source of its <picture> (the phone crop, the wide one) has its preload,
        // with the same candidates, the same sizes and the same media query.
        const sources = pictureSources(html, img.src ?? '');
        expect(sources.length).toBeGreaterThan(0);
        for (const s of sources) {
          const link = links.find((l) => l.imagesrcset === s.srcset);
          expect(link, `preload for ${s.srcset}`).toBeDefined();
          expect(link?.imagesizes).toBe(s.sizes);
          expect(link?.fetchpriority).toBe('high');
          if (s.media) expect(link?.media).toBe(s.media);
        }
        // …and nothing render-blocking is declared before it.
        const first = Math.min(
          ...links.filter((l) => sources.some((s) => s.srcset === l.imagesrcset)).map((l) => l.at),
        );
        const blocking = [
          ...h.matchAll(
            /<link\b[^>]*rel="stylesheet"[^>]*>|<script\b(?![^>]*\b(?:async|defer|type="application\/ld\+json")\b)[^>]*\bsrc=[^>]*>/g,
          ),
        ].map((m) => m.index ?? 0);
        expect(
          blocking.filter((at) => at < first),
          'stylesheets or sync scripts before the preload',
        ).toEqual([]);
        // Images further down wait for the scroll.
        expect(html).toMatch(/<img\b[^>]*loading="lazy"/);
      });
    }
  }
});
