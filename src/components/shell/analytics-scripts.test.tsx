import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function render(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const { AnalyticsScripts } = await import('./analytics-scripts');
  return renderToStaticMarkup(<AnalyticsScripts />);
}

/** Runs public/scripts/analytics.js against a minimal document; returns what it loaded and queued. */
function runLoader(dataset: Record<string, string>) {
  const loaded: string[] = [];
  const window: { dataLayer?: unknown[]; gtag?: unknown } = {};
  const document = {
    currentScript: { dataset },
    createElement: () => ({}) as { src?: string },
    head: { appendChild: (s: { src: string }) => loaded.push(s.src) },
  };
  runInNewContext(readFileSync('public/scripts/analytics.js', 'utf8'), { window, document, Date });
  return { loaded, dataLayer: window.dataLayer ?? [] };
}

afterEach(() => vi.unstubAllEnvs());

describe('AnalyticsScripts', () => {
  it('renders nothing when no id is configured (the site never calls the tag manager)', async () => {
    expect(await render({ NEXT_PUBLIC_GTM_ID: '', NEXT_PUBLIC_GA_ID: '' })).toBe('');
  });

  it('renders one async tag for the loader file with the configured ids, no inline script', async () => {
    const html = await render({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12', NEXT_PUBLIC_GA_ID: 'G-XY34' });
    expect(html).toBe(
      '<script async="" src="/scripts/analytics.js" data-gtm="GTM-AB12" data-ga="G-XY34"></script>',
    );
  });

  it('ignores an id that is not a plain container id', async () => {
    expect(await render({ NEXT_PUBLIC_GTM_ID: "x');alert(1);//", NEXT_PUBLIC_GA_ID: 'G-1 2' })).toBe('');
  });
});

describe('public/scripts/analytics.js', () => {
  it('starts the tag manager and gtag for the ids on its tag', () => {
    const { loaded, dataLayer } = runLoader({ gtm: 'GTM-AB12', ga: 'G-XY34' });
    expect(loaded).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
      'https://www.googletagmanager.com/gtag/js?id=G-XY34',
    ]);
    expect(dataLayer[0]).toMatchObject({ event: 'gtm.js' });
    expect(Array.from(dataLayer[2] as ArrayLike<unknown>)).toEqual(['config', 'G-XY34']);
  });

  it('loads nothing for a missing or unsafe id', () => {
    expect(runLoader({ gtm: "x'+alert(1)+'" }).loaded).toEqual([]);
  });
});
