// The framework's scripts after the first paint (decision 059, from the measurement of 058).
//
// Next writes its chunks as `<script src="/_next/static/chunks/…" async>`: on a fast link they
// arrive and run before the first frame, the browser paints only after React DOM has been parsed
// and evaluated, and Lighthouse's simulator prices every script evaluated before the paint into
// the largest paint (decision 050). Each such tag becomes a preload, so the download starts as
// early as before, at the low priority Chrome gives an async script (a page's hero picture keeps
// the link), and one constant script at the end of the body adds the scripts once the first frame
// is painted (a frame callback, then a task). A hidden page (a tab opened behind another) paints
// nothing, so it adds them at once. The loader's text is the same on every page: its hash is in
// every page's policy (csp-server.mjs).
import { sha256Source } from './csp-hashes.mjs';

/** The marker on the preloads the loader turns into scripts. */
const MARK = 'data-moru-script';

/** The loader, exactly as it is written into each page (its hash is of these bytes). */
export const LOADER =
  `(function(){var d=document,done=0;function go(){if(done)return;done=1;` +
  `d.querySelectorAll("link[${MARK}]").forEach(function(l){var s=d.createElement("script");` +
  `s.src=l.getAttribute("href");s.async=true;d.body.appendChild(s)})}` +
  `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

export const LOADER_HASH = sha256Source(LOADER);

/** One chunk tag as Next writes it, with a nonce on a page rendered for its request. */
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""(?: nonce="[^"<>]*")?><\/script>/g;

/**
 * The page with its chunk tags turned into preloads and the loader before `</body>`; the page as
 * it was when it has no chunk tag or no body end (a fragment, an error page made by hand).
 * @param {string} html
 */
export function deferFrameworkScripts(html) {
  const end = html.lastIndexOf('</body>');
  if (end === -1 || !html.includes('<script src="/_next/static/chunks/')) return html;
  const body = html
    .slice(0, end)
    .replace(
      CHUNK_SCRIPT,
      (_, src) => `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${MARK}=""/>`,
    );
  return `${body}<script>${LOADER}</script>${html.slice(end)}`;
}
