import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Issue 28: no picture is shown larger than half its largest variant, so a 2× screen gets at least
 * one image pixel per screen pixel. The page sweeps (routes.spec.ts, content.spec.ts) check every
 * picture on every page at 390 and 1440 px.
 *
 * Pictures listed here are still short of it (measured 2026-11-26 on every public page at both
 * widths): the 2023 posters shown 1128 px wide (all three came off 2026-11-29, so the list is empty). Take a picture off when its larger render lands (the
 * heroes' phone framings, the docent tour's picture, the lookbook and the 22 year covers came off by
 * 2026-11-27, the home hero at 2880 px on 2026-11-29); a new picture never goes on.
 */
export const PENDING_TWICE_SIZE = new Set<string>();

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

/** Fails naming each picture shown beyond half its largest variant, apart from the pending ones. */
export async function expectPicturesSharpAtTwice(page: Page) {
  const problems = (await picturesShownBeyondHalf(page)).filter(
    (p) => !PENDING_TWICE_SIZE.has(p.slice(0, p.indexOf(':'))),
  );
  expect(problems, 'pictures shown larger than half their largest variant').toEqual([]);
}
