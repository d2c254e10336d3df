import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * deploy/nginx.conf is only started by `npm run bench` (nginx is not part of `npm test`), so what
 * nginx checks at start-up is checked here too: a buffer setting nginx refuses kept the whole
 * deployment bench from running once (`proxy_busy_buffers_size must be less than the size of all
 * proxy_buffers minus one buffer`).
 */
const conf = readFileSync('deploy/nginx.conf', 'utf8').replace(/#.*$/gm, '');

const size = (value: string) => {
  const m = /^(\d+)([km]?)$/i.exec(value.trim());
  if (!m) throw new Error(`not a size: ${value}`);
  return Number(m[1]) * ({ '': 1, k: 1024, m: 1024 * 1024 }[m[2]?.toLowerCase() ?? ''] ?? 1);
};
const directive = (name: string) => new RegExp(`\\b${name}\\s+([^;]+);`).exec(conf)?.[1]?.trim();

describe('deploy/nginx.conf', () => {
  it('has proxy buffers nginx accepts (busy buffers < all buffers minus one)', () => {
    // nginx's defaults on x86-64 Linux: one 4 KB page for the head, 8 × 4 KB for the body.
    const bufferSize = size(directive('proxy_buffer_size') ?? '4k');
    const [count, each] = (directive('proxy_buffers') ?? '8 4k').split(/\s+/);
    const buffers = { count: Number(count), each: size(each ?? '4k') };
    const busy = size(directive('proxy_busy_buffers_size') ?? `${2 * Math.max(bufferSize, buffers.each)}`);
    expect(busy).toBeGreaterThanOrEqual(bufferSize);
    expect(busy).toBeGreaterThanOrEqual(buffers.each);
    expect(busy).toBeLessThan((buffers.count - 1) * buffers.each);
  });

  it('keeps room for the page head with its content security policy', () => {
    expect(size(directive('proxy_buffer_size') ?? '4k')).toBeGreaterThanOrEqual(16 * 1024);
  });

  it('never caches an answer that sets a cookie or a request that carries credentials', () => {
    expect(conf).toMatch(/proxy_no_cache[^;]*\$upstream_http_set_cookie/);
    expect(conf).toMatch(/proxy_no_cache[^;]*\$moru_credentials/);
    expect(conf).toMatch(/proxy_cache_bypass[^;]*\$moru_credentials/);
  });

  it('answers an API caller whose instance was lost with the API’s 503 in its language, never nginx’s page', () => {
    const raw = readFileSync('deploy/nginx.conf', 'utf8');
    expect(conf).toMatch(/error_page\s+502 504\s*=\s*@moru_unavailable;/);
    const named = /location @moru_unavailable \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(named).toContain('"code":"SERVICE_UNAVAILABLE"');
    expect(named).toMatch(/return 503 /);
    expect(named).toMatch(/add_header Retry-After \d+ always;/);
    for (const [locale, pattern] of [
      ['ko', /default "([^"]+)";/],
      ['en', /"~\*\^en" "([^"]+)";/],
    ] as const) {
      const catalogue = JSON.parse(readFileSync(`messages/${locale}/common.json`, 'utf8'));
      expect(pattern.exec(raw)?.[1], locale).toBe(catalogue.apiError.SERVICE_UNAVAILABLE);
    }
  });
});
