import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadScriptSrcs } from '../../bench/first-load.mjs';
import { inlineScripts, sha256Source } from './csp-hashes.mjs';
import { deferredBody, pageCsp } from './csp-server.mjs';
import { deferFrameworkScripts, LOADER, LOADER_HASH } from './deferred-scripts.mjs';

/** The shape of a page Next 16 writes: chunk tags in the head, the runtime's list and payload in the body. */
const NEXT_PAGE =
  '<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/02d7.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-07.js" async=""></script>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="n1" href="/_next/static/chunks/3v7c.js"/>' +
  '<script src="/_next/static/chunks/0cz1.js" noModule=""></script></head>' +
  '<body><h1>자주 묻는 질문</h1>' +
  '<script id="_R_">(globalThis["TURBOPACK"]||(globalThis["TURBOPACK"]=[])).push({"otherChunks":[]});</script>' +
  '<script src="/_next/static/chunks/3v7c.js" nonce="n1" async=""></script>' +
  '<script>self.__next_f.push([1,"faq"])</script></body></html>';

describe('the framework’s scripts after the first paint (deferred-scripts.mjs)', () => {
  it('turns each chunk tag and chunk preload into one inert marker and loads them from one script at the body’s end', () => {
    const html = deferFrameworkScripts(NEXT_PAGE);
    // Nothing of the framework is requested before the loader runs.
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    for (const chunk of ['02d7', 'turbopack-07', '3v7c'])
      expect(
        html.split(`<template data-moru-script="/_next/static/chunks/${chunk}.js"></template>`),
      ).toHaveLength(2);
    // The legacy browsers' polyfills stay as Next wrote them (a module browser skips them).
    expect(html).toContain('<script src="/_next/static/chunks/0cz1.js" noModule=""></script>');
    expect(
      html.endsWith(`<script>self.__next_f.push([1,"faq"])</script><script>${LOADER}</script></body></html>`),
    ).toBe(true);
    expect(inlineScripts(html).map(sha256Source)).toContain(LOADER_HASH);
    // The text before the first chunk tag and the heading are unchanged.
    expect(html.startsWith(NEXT_PAGE.slice(0, NEXT_PAGE.indexOf('<script')))).toBe(true);
    expect(html).toContain('<body><h1>자주 묻는 질문</h1>');
  });

  it('leaves the first-load JavaScript the bench and the budget test count as it was', () => {
    expect(firstLoadScriptSrcs(deferFrameworkScripts(NEXT_PAGE))).toEqual(firstLoadScriptSrcs(NEXT_PAGE));
    expect(firstLoadScriptSrcs(NEXT_PAGE)).toHaveLength(3);
  });

  it('takes a chunk tag with a nonce too, and leaves a page without chunk tags or body end as it was', () => {
    const nonced = deferFrameworkScripts(
      '<html><head><script src="/_next/static/chunks/x.js" async="" nonce="abc"></script></head><body></body></html>',
    );
    expect(nonced).toContain('<template data-moru-script="/_next/static/chunks/x.js"></template>');
    expect(nonced).not.toContain('nonce="abc"');
    const plain = '<html><body><p>ok</p></body></html>';
    expect(deferFrameworkScripts(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/x.js" async=""></script>';
    expect(deferFrameworkScripts(fragment)).toBe(fragment);
  });

  it('leaves Next’s error document as it was: its body is empty until the scripts render it', () => {
    const shell = NEXT_PAGE.replace('<html lang="ko">', '<html id="__next_error__">').replace(
      '<h1>자주 묻는 질문</h1>',
      '<div hidden=""><!--$--><!--/$--></div>',
    );
    expect(deferFrameworkScripts(shell)).toBe(shell);
  });

  it('keeps the content coding and rewrites each version of a page once', () => {
    const csp = { deferred: new Map() } as unknown as Parameters<typeof deferredBody>[0];
    const gz = gzipSync(Buffer.from(NEXT_PAGE));
    const sent = deferredBody(csp, gz, 'gzip');
    expect(gunzipSync(sent).toString()).toBe(deferFrameworkScripts(NEXT_PAGE));
    expect(deferredBody(csp, gz, 'gzip')).toBe(sent);
    const same = Buffer.from('<p>no scripts</p>');
    expect(deferredBody(csp, same, '')).toBe(same);
  });
});

describe('a prerendered answer through the page policy (csp-server.mjs)', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('is sent deferred, with its length and a policy that allows the loader and nothing else new', async () => {
    const csp = {
      manifest: { shared: [], routes: {}, thirdParties: {} },
      policies: new Map(),
      assetPolicy: '',
      identity: undefined,
      bodies: new Map(),
      deferred: new Map(),
    } as unknown as Parameters<typeof pageCsp>[0];
    server = createServer((req, res) => {
      pageCsp(csp, req, res);
      // As Next sends a prerendered page: its headers, a length, the body in two writes.
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-prerender', '1');
      res.setHeader('content-length', Buffer.byteLength(NEXT_PAGE));
      res.writeHead(200);
      const bytes = Buffer.from(NEXT_PAGE);
      res.write(bytes.subarray(0, 100));
      res.end(bytes.subarray(100));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/faq`);
    const html = await res.text();
    expect(html).toBe(deferFrameworkScripts(NEXT_PAGE));
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    const policy = res.headers.get('content-security-policy') ?? '';
    for (const hash of inlineScripts(html).map(sha256Source)) expect(policy).toContain(hash);
    expect(policy).toContain(LOADER_HASH);
  });
});
