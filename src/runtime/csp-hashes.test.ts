import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPreviewPath } from '../config/preview-path.mjs';
import {
  CSP_MANIFEST,
  cspManifest,
  decodeAttribute,
  handlerAttributes,
  inlineScripts,
  routeOf,
  sha256Source,
  styleAttributes,
  writeCspManifest,
} from './csp-hashes.mjs';
import { buildCsp, identityFrom, REPORTING_ENDPOINTS, thirdPartiesFrom } from './csp-policy.mjs';
import { loadCspManifest, pageCsp, policyFor, routeKey } from './csp-server.mjs';
import { LOADER_HASH } from './deferred-scripts.mjs';

const FONT_LOADER = '(function(a,b){document.documentElement.setAttribute("data-fonts","")})(1,2)';
const page = (payload: string, extra = '') =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>` +
  `<script>${FONT_LOADER}</script><script type="application/ld+json">{"@type":"Thing"}</script>` +
  `</head><body${extra}><script>self.__next_f.push([1,"${payload}"])</script>` +
  `<script type="module">import("/x.js")</script></body></html>`;

/** What the browser computes for 'sha256-…': base64 of the SHA-256 of the script's UTF-8 text. */
const expected = (text: string) =>
  `sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'csp-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeBuild(pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    const path = join(dir, 'server', 'app', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
  }
}

describe('inline script hashes (csp-hashes.mjs)', () => {
  it('hashes the exact text of each inline script as the browser does, non-ASCII included', () => {
    expect(sha256Source('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(sha256Source('self.__next_f.push([1,"결을 읽다"])')).toBe(
      expected('self.__next_f.push([1,"결을 읽다"])'),
    );
  });

  it('takes inline JavaScript only: not <script src>, not JSON-LD; classic and module scripts both', () => {
    expect(inlineScripts(page('p1'))).toEqual([
      FONT_LOADER,
      'self.__next_f.push([1,"p1"])',
      'import("/x.js")',
    ]);
    expect(inlineScripts('<SCRIPT TYPE="text/javascript">a()</SCRIPT ><script\nid="x">b()</script>')).toEqual(
      ['a()', 'b()'],
    );
  });

  it('takes style attribute values as the browser reads them (entities decoded)', () => {
    expect(
      styleAttributes(
        `<span class="a" style="background:#a4512b" aria-hidden="true"></span><p style='--x:&quot;a&amp;b&#x27;'>styles="no"</p>`,
      ),
    ).toEqual(['background:#a4512b', `--x:"a&b'`]);
    expect(decodeAttribute('&lt;&#60;&gt;&unknown;')).toBe('<<>&unknown;');
  });

  it('finds inline event handler attributes', () => {
    expect(handlerAttributes(page('p'))).toEqual([]);
    expect(handlerAttributes('<body><img src="x" onerror="alert(1)"></body>')).toHaveLength(1);
    // text that merely contains "on…=" outside a tag is not an attribute
    expect(handlerAttributes('<p>set onclick= in text</p>')).toEqual([]);
  });

  it('maps built files to the paths browsers ask for (Korean without a prefix)', () => {
    expect(routeOf('ko.html')).toBe('/');
    expect(routeOf('ko/archive/2012.html')).toBe('/archive/2012');
    expect(routeOf('en.html')).toBe('/en');
    expect(routeOf('en/faq.html')).toBe('/en/faq');
    expect(routeOf('admin/events/new.html')).toBe('/admin/events/new');
    expect(routeOf('_not-found.html')).toBe('/_not-found');
    expect(routeOf('korea.html')).toBe('/korea');
  });

  it('writes one entry per prerendered page and the scripts shared by two pages or more', () => {
    fakeBuild({
      'en/archive.html': '<script>x()</script><span style="color:#3a4a9a"></span>',
      'ko.html': page('home'),
      'en/faq.html': page('faq'),
      '_not-found.html': '<script>nf()</script>',
    });
    const m = writeCspManifest(dir, {});
    expect(JSON.parse(readFileSync(join(dir, CSP_MANIFEST), 'utf8'))).toEqual(m);
    expect(Object.keys(m.routes)).toEqual(['/', '/_not-found', '/en/archive', '/en/faq']);
    expect(m.styles).toEqual({ '/en/archive': [expected('color:#3a4a9a')] });
    expect(m.routes['/']).toEqual([
      expected(FONT_LOADER),
      expected('self.__next_f.push([1,"home"])'),
      expected('import("/x.js")'),
    ]);
    expect(m.routes['/_not-found']).toEqual([expected('nf()')]);
    expect(m.shared).toEqual([expected(FONT_LOADER), expected('import("/x.js")')].sort());
    expect(m.thirdParties).toEqual({ gtm: false, kakao: false });
    // running it again gives the same file
    const first = readFileSync(join(dir, CSP_MANIFEST), 'utf8');
    writeCspManifest(dir, {});
    expect(readFileSync(join(dir, CSP_MANIFEST), 'utf8')).toBe(first);
  });

  it('refuses a build with an inline event handler', () => {
    fakeBuild({ 'ko.html': page('home', ' onload="go()"') });
    expect(cspManifest(dir, {}).handlers).toEqual(['/: <body onload=']);
    expect(() => writeCspManifest(dir, {})).toThrow(/onload/);
  });
});

describe('the policy (csp-policy.mjs)', () => {
  const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src '));

  it('never allows inline scripts or styles by themselves; hashes or a nonce only; handlers never', () => {
    const hashed = buildCsp({ hashes: ['sha256-abc='] });
    expect(scriptSrc(hashed)).toBe("script-src 'self' 'sha256-abc='");
    expect(scriptSrc(buildCsp({ nonce: 'n0nce' }))).toBe("script-src 'self' 'nonce-n0nce'");
    for (const csp of [hashed, buildCsp({})]) {
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("style-src-attr 'none'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('report-uri /api/csp-report; report-to csp');
    }
    expect(REPORTING_ENDPOINTS).toBe('csp="/api/csp-report"');
    expect(buildCsp({ styleHashes: ['sha256-s='] })).toContain("style-src-attr 'unsafe-hashes' 'sha256-s='");
  });

  it('names the tag manager and Kakao hosts only when their keys are configured', () => {
    const none = buildCsp({ thirdParties: thirdPartiesFrom({ NEXT_PUBLIC_GTM_ID: ' ' }) });
    expect(none).not.toMatch(/googletagmanager|google-analytics|kakao/);
    const gtm = buildCsp({ thirdParties: thirdPartiesFrom({ NEXT_PUBLIC_GA_ID: 'G-1' }) });
    expect(scriptSrc(gtm)).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(gtm).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(gtm).not.toMatch(/kakao/);
    const kakao = buildCsp({ thirdParties: thirdPartiesFrom({ NEXT_PUBLIC_KAKAO_JS_KEY: 'k' }) });
    expect(scriptSrc(kakao)).toBe("script-src 'self' https://t1.kakaocdn.net");
    expect(kakao).toContain('https://*.kakao.com');
  });

  it("names PortOne's SDK and hosts only when IDENTITY_PROVIDER=portone", () => {
    expect(identityFrom({ IDENTITY_PROVIDER: 'demo' })).toBeNull();
    expect(buildCsp({ identity: identityFrom({}) })).not.toMatch(/portone/);
    const live = buildCsp({ identity: identityFrom({ IDENTITY_PROVIDER: 'portone' }) });
    expect(scriptSrc(live)).toBe("script-src 'self' https://cdn.portone.io");
    expect(live).toMatch(/frame-src 'self' [^;]*https:\/\/cdn\.portone\.io https:\/\/\*\.portone\.io/);
    expect(live).toMatch(/connect-src 'self' https:\/\/cdn\.portone\.io https:\/\/\*\.portone\.io/);
    const local = buildCsp({
      identity: identityFrom({
        IDENTITY_PROVIDER: 'portone',
        PORTONE_SDK_URL: 'http://127.0.0.1:4999/v2/browser-sdk.js',
      }),
    });
    expect(scriptSrc(local)).toBe("script-src 'self' http://127.0.0.1:4999");
  });
});

describe('per-answer policy (csp-server.mjs)', () => {
  beforeEach(() => {
    fakeBuild({
      'ko.html': page('home'),
      'en/faq.html': `${page('faq')}<i style="color:red"></i>`,
      '_not-found.html': '<script>nf()</script>',
    });
    writeCspManifest(dir, {});
  });

  it('gives a prerendered answer its own hashes, a rendered one the nonce and the shared hashes', () => {
    const csp = loadCspManifest(dir);
    const html = 'text/html; charset=utf-8';
    const home = policyFor(csp, {
      route: '/',
      nonce: 'N',
      status: 200,
      contentType: html,
      prerendered: true,
    });
    expect(home).toContain(expected('self.__next_f.push([1,"home"])'));
    expect(home).not.toContain('nonce-');
    const faq = policyFor(csp, {
      route: '/en/faq',
      nonce: 'N',
      status: 200,
      contentType: html,
      prerendered: true,
    });
    expect(faq).not.toContain(expected('self.__next_f.push([1,"home"])'));
    expect(faq).toContain(`style-src-attr 'unsafe-hashes' '${expected('color:red')}'`);
    expect(home).toContain("style-src-attr 'none'");
    const notFound = policyFor(csp, {
      route: '/x',
      nonce: 'N',
      status: 404,
      contentType: html,
      prerendered: true,
    });
    expect(notFound).toContain(expected('nf()'));
    const rendered = policyFor(csp, {
      route: '/event',
      nonce: 'N',
      status: 200,
      contentType: html,
      prerendered: false,
    });
    expect(rendered).toContain("'nonce-N'");
    expect(rendered).toContain(expected(FONT_LOADER));
    expect(rendered).not.toContain(expected('self.__next_f.push([1,"home"])'));
    const js = policyFor(csp, {
      route: '/',
      nonce: 'N',
      status: 200,
      contentType: 'application/javascript',
      prerendered: false,
    });
    expect(js).not.toMatch(/nonce-|sha256-/);
  });

  it('normalises the request path like the manifest keys', () => {
    expect(routeKey('/en/faq/?x=1')).toBe('/en/faq');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/archive/%EA%B2%B0')).toBe('/archive/결');
    expect(routeKey('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('on a real HTTP answer: exactly one policy, a fresh nonce handed to the renderer, a client CSP header dropped', async () => {
    const csp = loadCspManifest(dir);
    const seen: string[] = [];
    const server = createServer((req, res) => {
      pageCsp(csp, req, res);
      seen.push(String(req.headers['content-security-policy']));
      res.setHeader('Content-Security-Policy', "script-src 'unsafe-inline'"); // as next.config once did
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.url === '/') res.setHeader('x-nextjs-prerender', ['1', '1']);
      if (req.url === '/cached') {
        res.writeHead(304);
        res.end();
        return;
      }
      if (req.url === '/') {
        res.write(page('home').slice(0, 10));
        res.end(page('home').slice(10));
        return;
      }
      if (req.url === '/regenerated') {
        // A page Next rendered again after a publish (decision 014), gzipped as Next sends it.
        res.setHeader('x-nextjs-prerender', '1');
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync('<html><script>fresh()</script><b style="color:blue"></b></html>'));
        return;
      }
      res.end('<html></html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ csp: string | string[] | undefined; rawCount: number; endpoints?: string }>(
        (resolve, reject) => {
          const req = request(
            {
              port,
              path,
              host: '127.0.0.1',
              headers: { 'content-security-policy': "script-src 'nonce-mine'" },
            },
            (res) => {
              res.resume();
              const rawCount = res.rawHeaders.filter(
                (h, i) => i % 2 === 0 && h.toLowerCase() === 'content-security-policy',
              ).length;
              resolve({
                csp: res.headers['content-security-policy'],
                rawCount,
                endpoints: res.headers['reporting-endpoints'] as string,
              });
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
    try {
      const home = await get('/');
      expect(home.rawCount).toBe(1);
      // The build's hashes and the loader the server writes into every prerendered page.
      expect(home.csp).toBe(buildCsp({ hashes: [...csp.manifest.routes['/'], LOADER_HASH] }));
      expect(home.endpoints).toBe(REPORTING_ENDPOINTS);
      const a = await get('/event');
      const b = await get('/event');
      expect(a.rawCount).toBe(1);
      const nonceOf = (v: unknown) => /'nonce-([^']+)'/.exec(String(v))?.[1];
      expect(nonceOf(a.csp)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(a.csp)).not.toBe(nonceOf(b.csp));
      // the renderer saw the server's nonce, never the client's
      expect(seen.slice(1).map(nonceOf)).toEqual([nonceOf(a.csp), nonceOf(b.csp)]);
      expect(seen.join()).not.toContain('mine');
      // a 304 carries no policy: it would replace the cached page's in the browser
      const cached = await get('/cached');
      expect([cached.rawCount, cached.endpoints]).toEqual([0, undefined]);
      // a prerendered page whose bytes changed after the build: the hashes of what is sent
      const fresh = await get('/regenerated');
      expect(fresh.rawCount).toBe(1);
      expect(fresh.csp).toContain(expected('fresh()'));
      expect(fresh.csp).toContain(`style-src-attr 'unsafe-hashes' '${expected('color:blue')}'`);
      expect(fresh.csp).not.toContain('nonce-');
      expect(await get('/regenerated')).toEqual(fresh);
    } finally {
      server.close();
    }
  });

  it('a preview link’s page, rendered per request, gets the nonce plus the hashes of its own style attributes; other such pages none', async () => {
    expect(['/preview/themes~a~1~b', '/en/preview/editions~a~1~b'].map(isPreviewPath)).toEqual([true, true]);
    expect(['/preview', '/preview/a/b', '/ko/preview/a', '/event/preview/a'].map(isPreviewPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const csp = loadCspManifest(dir);
    const seen: string[] = [];
    // What the public components write on a preview page: a theme's palette, a picture's focal point.
    const styled =
      '<article style="--ground:#1d3b53;--light:#e8eef2"><img style="object-position:30% 60%"></article>';
    const server = createServer((req, res) => {
      pageCsp(csp, req, res);
      seen.push(String(req.headers['content-security-policy']));
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // Streamed as Next streams a page rendered per request: the styles arrive after the headers.
      res.write(`<html><script>${FONT_LOADER}</script>`);
      if (req.url?.includes('gz')) {
        res.end();
        return;
      }
      res.end(`${styled}</html>`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ csp: string; body: string }>((resolve, reject) => {
        const req = request({ port, path, host: '127.0.0.1' }, (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ csp: String(res.headers['content-security-policy']), body }));
        });
        req.on('error', reject);
        req.end();
      });
    const nonceOf = (v: unknown) => /'nonce-([^']+)'/.exec(String(v))?.[1];
    try {
      for (const path of ['/preview/themes~a~1~b?theme=cosmos', '/en/preview/editions~a~1~b']) {
        const preview = await get(path);
        expect(preview.body).toContain(styled);
        expect(nonceOf(preview.csp)).toBe(nonceOf(seen.at(-1)));
        expect(preview.csp).toContain(expected(FONT_LOADER));
        expect(preview.csp).toContain(
          `style-src-attr 'unsafe-hashes' '${expected('--ground:#1d3b53;--light:#e8eef2')}' '${expected('object-position:30% 60%')}'`,
        );
        expect(preview.csp).not.toContain('unsafe-inline');
      }
      const event = await get('/event');
      expect(event.csp).toContain("style-src-attr 'none'");
      expect(nonceOf(event.csp)).toBe(nonceOf(seen.at(-1)));
      // A preview page without style attributes allows none.
      expect((await get('/preview/gz~a~1~b')).csp).toContain("style-src-attr 'none'");
    } finally {
      server.close();
    }
  });
});
