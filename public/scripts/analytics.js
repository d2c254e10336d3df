// Tag manager and gtag loader (src/components/shell/analytics-scripts.tsx renders this file's tag
// only when NEXT_PUBLIC_GTM_ID or NEXT_PUBLIC_GA_ID is set). A file rather than inline snippets, so
// the pages' content security policy needs no hash or nonce for it (docs/decisions/011).
(() => {
  const me = document.currentScript;
  const ok = (id) => typeof id === 'string' && /^[A-Za-z0-9-]+$/.test(id);
  const w = window;
  w.dataLayer = w.dataLayer || [];
  const load = (src) => {
    const s = document.createElement('script');
    s.async = true;
    s.src = src;
    document.head.appendChild(s);
  };
  const gtm = me?.dataset.gtm;
  if (ok(gtm)) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    load(`https://www.googletagmanager.com/gtm.js?id=${gtm}`);
  }
  const ga = me?.dataset.ga;
  if (ok(ga)) {
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag's queue expects the arguments object itself.
      w.dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', ga);
    load(`https://www.googletagmanager.com/gtag/js?id=${ga}`);
  }
})();
