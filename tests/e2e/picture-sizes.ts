import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Issue 28: no picture is shown larger than half its largest variant, so a 2× screen gets at least
 * one image pixel per screen pixel. The page sweeps (routes.spec.ts, content.spec.ts) check every
 * picture on every page at 390 and 1440 px.
 * Every picture has met it since 2026-11-29 (the 2023 posters last); a new one must too.
 */

/**
 * The pictures on the page shown wider than half their largest variant, as
 * "`/images/…` (the picture, without width and format): shown N px, largest M px". The candidates
 * are those of the source the browser uses at this width (the first `<source>` whose media query
 * matches, else the `<img>`), so pictures below the fold that have not loaded yet count too.
 */
export async function picturesShownBeyondHalf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const family = (url: string) =>
      new URL(url, location.href).pathname.replace(/\.(avif|webp|png|jpe?g)$/, '').replace(/-\d{3,4}$/, '');
    const problems: string[] = [];
    for (const img of Array.from(document.querySelectorAll('img'))) {
      const shown = img.getBoundingClientRect().width;
      if (shown < 2) continue;
      const sources =
        img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelectorAll('source') : [];
      const source = Array.from(sources).find((s) => !s.media || matchMedia(s.media).matches);
      const candidates = (source ?? img).getAttribute('srcset') || img.getAttribute('src') || '';
      const parsed = candidates
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/))
        .filter(([url]) => url?.includes('/images/'));
      if (parsed.length === 0) continue;
      const widths = parsed.filter(([, w]) => w?.endsWith('w')).map(([, w]) => Number.parseInt(w, 10));
      if (!widths.length && !img.naturalWidth) continue;
      const largest = widths.length ? Math.max(...widths) : img.naturalWidth;
      if (shown * 2 > largest + 1)
        problems.push(`${family(parsed[0][0])}: shown ${Math.round(shown)} px, largest ${largest} px`);
    }
    return problems;
  });
}

/** Fails naming each picture shown beyond half its largest variant. */
export async function expectPicturesSharpAtTwice(page: Page) {
  expect(
    await picturesShownBeyondHalf(page),
    'pictures shown larger than half their largest variant',
  ).toEqual([]);
}
