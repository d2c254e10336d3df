// The framework's scripts after the first paint (decision 059, from the measurement of 058).
//
// Next writes its chunks as `<script src="/_next/static/chunks/…" async>`: on a fast link they
// arrive and run before the first frame, the browser paints only after React DOM has been parsed
// and evaluated, and Lighthouse's simulator prices every script requested before the paint into
// the largest paint (decision 050). Each such tag, and each preload Next writes for a chunk,
// becomes an inert marker (`<template data-moru-script="…">`, one per script), and one constant
// script at the end of the body adds the scripts once the first contentful paint is reported:
// nothing of the framework is requested before the first paint, and a
// page's stylesheet, fonts and hero picture have the link to themselves until then. A hidden page
// (a tab opened behind another) paints nothing, so it adds them at once. The loader's text is the
// same on every page: its hash is in every page's policy (csp-server.mjs).
import { sha256Source } from './csp-hashes.mjs';

/** The attribute of the markers the loader turns into scripts (its value is the script's URL). */
const MARK = 'data-moru-script';

/**
 * The loader, exactly as it is written into each page (its hash is of these bytes). It adds the
 * scripts in the task after the page's first contentful paint (the paint entry, where the browser
 * reports one; else after the next frame), at once in a hidden page, and at the latest 3 s after
 * it runs (a page that never paints text). Not at `load`: on a fast link `load` can come first.
 */
export const LOADER =
  `(function(){var d=document,w=window,P=w.PerformanceObserver,done=0;function go(){if(done)return;done=1;` +
  `d.querySelectorAll("template[${MARK}]").forEach(function(t){var s=d.createElement("script");` +
  `s.src=t.getAttribute("${MARK}");s.async=true;d.body.appendChild(s)})}` +
  `function soon(){setTimeout(go,0)}if(d.visibilityState==="hidden")return go();setTimeout(go,3e3);` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1)new P(function(l,o){` +
  `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(soon)})()`;

export const LOADER_HASH = sha256Source(LOADER);

/** One chunk tag as Next writes it: `async`, and a nonce before or after it where it put one. */
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)"((?: [a-zA-Z-]+="[^"<>]*")*)><\/script>/g;
/** A preload Next writes for a chunk (`as="script"`, a priority, a nonce, in any order before `href`). */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"[^<>]*? href="(\/_next\/static\/chunks\/[^"<>]+\.js)"[^<>]*?\/?>/g;

/**
 * Next's error document (`<html id="__next_error__">`, an empty body the client renders from the
 * payload: a page whose render threw, or a `notFound()` from a page rendered on first request, such
 * as `/archive/2019/popupep9`) paints nothing until its scripts have run. Deferred, its scripts
 * waited for the loader's 3 s fallback: a white screen for 3.6 s (the twelfth review).
 */
const ERROR_DOCUMENT = /^(?:<!DOCTYPE html>)?<html id="__next_error__"/i;

/**
 * The page with its chunk tags and chunk preloads turned into markers, one per script, and the
 * loader before `</body>`; the page as it was when it has no chunk tag or no body end (a fragment,
 * an error page made by hand), or when it is Next's error document, which has nothing to paint first.
 * @param {string} html
 */
export function deferFrameworkScripts(html) {
  const end = html.lastIndexOf('</body>');
  if (end === -1 || !html.includes('<script src="/_next/static/chunks/')) return html;
  if (ERROR_DOCUMENT.test(html)) return html;
  const marked = new Set();
  const marker = (src) => {
    if (marked.has(src)) return '';
    marked.add(src);
    return `<template ${MARK}="${src}"></template>`;
  };
  const body = html
    .slice(0, end)
    // NOTE: only the async tags: the legacy polyfills (`noModule`) stay as Next wrote them.
    .replace(CHUNK_SCRIPT, (tag, src, attrs) => (/ async=""/.test(attrs) ? marker(src) : tag))
    .replace(CHUNK_PRELOAD, (_, src) => marker(src));
  return `${body}<script>${LOADER}</script>${html.slice(end)}`;
}
