// The SHA-256 hash of every inline <script> of every prerendered page, so the page's
// Content-Security-Policy can allow exactly those scripts and no others (no 'unsafe-inline';
// decision 011). After `next build`, scripts/csp-manifest.mjs writes `<distDir>/csp-manifest.json`:
//
//   { "version": 1, "thirdParties": { "gtm": false, "kakao": false },
//     "shared": ["sha256-…"],                 // inline scripts on two pages or more (the font
//                                             // loader): also allowed on pages rendered per request
//     "routes": { "/": ["sha256-…", …], "/en/archive": […], "/_not-found": […] },
//     "styles": { "/faq": ["sha256-…"] } }     // its `style="…"` attribute values, where it has any
//
// Keys are the paths browsers ask for: the default locale has no prefix (`ko/archive.html` is
// `/archive`, `ko.html` is `/`). The server (server.mjs, through csp-server.mjs) sends each
// prerendered answer its route's policy (csp-policy.mjs) and hashes regenerated pages with the same
// functions. Written by `npm run build` and scripts/lib.mjs ensureBuild; writing it again gives
// the same file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { thirdPartiesFrom } from './csp-policy.mjs';

export const CSP_MANIFEST = 'csp-manifest.json';
/** The locale served without a prefix (src/i18n/routing.ts: defaultLocale 'ko', localePrefix 'as-needed'). */
export const DEFAULT_LOCALE = 'ko';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser runs as script; anything else (JSON-LD, templates) is data and needs no hash.
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
// An event handler attribute inside a start tag: ` onclick=` (never allowed: script-src-attr 'none').
const HANDLER_ATTR = /<[a-z][^>]*?\son[a-z]+\s*=/gi;

// A `style` attribute inside a start tag, double- or single-quoted (React writes double quotes).
const STYLE_ATTR = /<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
/** An attribute value as the browser reads it (the hash is of the decoded text). */
export const decodeAttribute = (value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? whole;
  });

/**
 * The `style` attribute values of an HTML document (React writes `style={{…}}` as one). Allowed by
 * hash ('unsafe-hashes' in style-src-attr: those exact declarations, nothing else).
 * @param {string} html
 * @returns {string[]}
 */
export const styleAttributes = (html) =>
  [...html.matchAll(STYLE_ATTR)].map((m) => decodeAttribute(m[1] ?? m[2]));

/** `sha256-…` of a script's text as the browser hashes it (its UTF-8 bytes, unchanged). */
export const sha256Source = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The inline scripts of an HTML document: every <script> without `src` whose type runs as
 * JavaScript, with its exact text (script content is raw text: no entities to decode).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attrs}`)?.[1]?.toLowerCase() ?? '';
    if (!JS_TYPES.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The start tags with an inline event handler attribute (a build that has one fails). */
export const handlerAttributes = (html) => [...html.matchAll(HANDLER_ATTR)].map((m) => m[0]);

/** `ko/archive.html` → `/archive`, `ko.html` → `/`, `en/faq.html` → `/en/faq`, `admin.html` → `/admin`. */
export function routeOf(file, defaultLocale = DEFAULT_LOCALE) {
  const path =
    `/${file
      .split(sep)
      .join('/')
      .replace(/\.html$/, '')}`.replace(/\/index$/, '') || '/';
  if (path === `/${defaultLocale}`) return '/';
  if (path.startsWith(`/${defaultLocale}/`)) return path.slice(defaultLocale.length + 1);
  return path;
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * The manifest for the build in `distDir` (see the top of this file).
 * @param {string} distDir
 * @param {Record<string, string | undefined>} env the environment the build was made with
 */
export function cspManifest(distDir, env = process.env) {
  const appDir = join(distDir, 'server', 'app');
  const routes = {};
  const styles = {};
  const handlers = [];
  if (existsSync(appDir)) {
    for (const file of htmlFiles(appDir)) {
      const html = readFileSync(file, 'utf8');
      const route = routeOf(relative(appDir, file));
      routes[route] = [...new Set(inlineScripts(html).map(sha256Source))];
      const attrs = [...new Set(styleAttributes(html).map(sha256Source))];
      if (attrs.length) styles[route] = attrs;
      for (const tag of handlerAttributes(html)) handlers.push(`${route}: ${tag}`);
    }
  }
  // On two pages or more: scripts our layouts write (the font loader) and Next's constant
  // bootstrap. A page rendered per request needs the first (Next nonces only its own scripts).
  const seen = new Map();
  for (const list of Object.values(routes)) for (const h of list) seen.set(h, (seen.get(h) ?? 0) + 1);
  const shared = [...seen]
    .filter(([, n]) => n >= 2)
    .map(([h]) => h)
    .sort();
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return {
    version: 1,
    thirdParties: thirdPartiesFrom(env),
    shared,
    routes: sorted(routes),
    styles: sorted(styles),
    handlers,
  };
}

/** Writes `<distDir>/csp-manifest.json`; throws when a page has an inline event handler attribute. */
export function writeCspManifest(distDir, env = process.env) {
  const { handlers, ...manifest } = cspManifest(distDir, env);
  if (handlers.length)
    throw new Error(`inline event handler attributes (blocked by the CSP):\n${handlers.join('\n')}`);
  writeFileSync(join(distDir, CSP_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
