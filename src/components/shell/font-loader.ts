import fonts from '@/styles/fonts.json';

/** sessionStorage key: the site font is in this tab's HTTP cache, so pages may use it from the first paint. */
export const FONTS_READY_KEY = 'moru.fonts';

/**
 * Two-stage font loading (docs/decisions/007-first-load-performance.md, 013-font-slices.md). A first
 * visit paints in the system's sans straight away; once the page has loaded, the site font is
 * fetched and the whole page switches in one step by setting `data-fonts` on <html>. Later pages in
 * the tab switch before their first paint, from the cache.
 *
 * The cut (the copy's characters: one Latin file, plus the Hangul file on Korean pages) is declared
 * in the global stylesheet. Every other character Pretendard has is in a slice, declared in
 * `slices` (a stylesheet of unicode-range faces), which this adds with the site font rather than
 * in the global stylesheet: a browser fetches a slice only for a page that shows one of its
 * characters (text typed in the studio), never for a page whose text is all copy.
 *
 * Runs as an inline script in <head>, before anything paints; without the Font Loading API the
 * page simply switches at once. A first visit asks for the site font once the page has loaded and
 * painted (the first contentful paint is reported), not at `load` alone: on a fast link `load` comes
 * before the first paint, and Lighthouse's simulator priced the font stylesheet and files requested
 * before the paint into the largest paint (issue 53, decision 060).
 */
function loadSiteFont(family: string, key: string, slices: string) {
  const root = document.documentElement;
  const ready = () => {
    root.setAttribute('data-fonts', '');
    // A navigation into another root layout (the locale changes: /en → /event) hands <html> to a new
    // tree, and React clears the attributes it did not render: the page was then set in the fallback
    // face until a reload (the ninth review). Put it back, and the slices with it, before the browser
    // paints (an observer's callback runs first); here, not in the shell's code, so no page ships
    // more script for it.
    new MutationObserver(() => {
      if (root.hasAttribute('data-fonts')) return;
      root.setAttribute('data-fonts', '');
      if (!document.querySelector(`link[href="${slices}"]`)) addSlices();
    }).observe(root, { attributes: true, attributeFilter: ['data-fonts'] });
  };
  const addSlices = () =>
    new Promise<unknown>((done) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = slices;
      link.onload = link.onerror = done;
      document.head.appendChild(link);
    });
  // After the first contentful paint (the paint entry, or the next frame where the browser reports
  // none), at once in a hidden tab (which paints nothing), at the latest 3 s on.
  const afterFirstPaint = (then: () => void) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      then();
    };
    if (document.visibilityState === 'hidden') return go();
    setTimeout(go, 3000);
    const P = window.PerformanceObserver;
    if (P?.supportedEntryTypes?.includes('paint'))
      new P((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          setTimeout(go, 0);
        }
      }).observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(go, 0));
  };
  try {
    if (sessionStorage.getItem(key)) {
      addSlices();
      return ready();
    }
  } catch {
    // storage blocked: load as on a first visit
  }
  const loadFont = () => {
    if (!document.fonts) {
      addSlices();
      return ready();
    }
    // The page's own text, so that a slice it needs (a name outside the copy) arrives with the cut
    // and the page still switches in one step; a Latin letter and 가 (U+AC00) as before. The files
    // are variable (400–900): one load per file serves every weight.
    // biome-ignore lint/performance/useDomNodeTextContent: the text shown decides the slices, not the RSC payload's <script>s; layout is done by the load event.
    const sample = `A${root.lang === 'ko' ? '\uac00' : ''}${document.body.innerText}`;
    addSlices()
      .then(() => document.fonts.load(`400 1em "${family}"`, sample))
      .then(() => {
        try {
          sessionStorage.setItem(key, '1');
        } catch {
          // not remembered: the next page loads it the same way
        }
      })
      .finally(ready);
  };
  window.addEventListener('load', () => afterFirstPaint(loadFont));
}

export const fontLoaderScript = `(${loadSiteFont.toString()})(${[fonts.family, FONTS_READY_KEY, fonts.slices.stylesheet].map((v) => JSON.stringify(v)).join(',')})`;
