import fonts from '@/styles/fonts.json';

/** sessionStorage key: the site font is in this tab's HTTP cache, so pages may use it from the first paint. */
export const FONTS_READY_KEY = 'moru.fonts';

/**
 * Two-stage font loading (docs/decisions/007-first-load-performance.md). A first visit paints in the
 * system's sans straight away; once the page has loaded, the site font (one Latin file, plus the
 * Hangul file on Korean pages) is fetched and the whole page switches in one step by setting
 * `data-fonts` on <html>. Later pages in the tab switch before their first paint, from the cache.
 * Runs as an inline script in <head>, before anything paints; without the Font Loading API the
 * page simply switches at once.
 */
function loadSiteFont(family: string, key: string) {
  const root = document.documentElement;
  const ready = () => root.setAttribute('data-fonts', '');
  try {
    if (sessionStorage.getItem(key)) return ready();
  } catch {
    // storage blocked: load as on a first visit
  }
  window.addEventListener('load', () => {
    if (!document.fonts) return ready();
    // A Latin letter and 가 (U+AC00): the characters whose files the page needs first.
    const sample = root.lang === 'ko' ? 'A\uac00' : 'A';
    Promise.all([
      document.fonts.load(`400 1em "${family}"`, sample),
      document.fonts.load(`700 1em "${family}"`, sample),
    ])
      .then(() => {
        try {
          sessionStorage.setItem(key, '1');
        } catch {
          // not remembered: the next page loads it the same way
        }
      })
      .finally(ready);
  });
}

export const fontLoaderScript = `(${loadSiteFont.toString()})(${JSON.stringify(fonts.family)},${JSON.stringify(FONTS_READY_KEY)})`;
