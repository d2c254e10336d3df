/** sessionStorage key: the site font is in this tab's HTTP cache, so pages may use it from the first paint. */
export const FONTS_READY_KEY = 'moru.fonts';

/**
 * The site font as the inline script (font-loader.ts) leaves it: `data-fonts` on <html> and the
 * slices' stylesheet in <head>, put back when this tab has the font. A navigation into another root
 * layout (the locale changes: /en → /event) hands <html> and <head> to a new tree, and React clears
 * the attributes and nodes it did not render there: the page was then set in the fallback face until
 * a reload (the ninth review). Kept apart from font-loader.ts, whose character lists stay on the server.
 */
export function restoreSiteFont(slices: string) {
  try {
    if (!sessionStorage.getItem(FONTS_READY_KEY)) return;
  } catch {
    return;
  }
  if (!document.querySelector(`link[rel="stylesheet"][href="${slices}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = slices;
    document.head.appendChild(link);
  }
  document.documentElement.setAttribute('data-fonts', '');
}
