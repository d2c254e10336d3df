import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function render(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const { AnalyticsScripts } = await import('./analytics-scripts');
  return renderToStaticMarkup(<AnalyticsScripts />);
}

afterEach(() => vi.unstubAllEnvs());

describe('AnalyticsScripts', () => {
  it('renders nothing when no id is configured (the site never calls the tag manager)', async () => {
    expect(await render({ NEXT_PUBLIC_GTM_ID: '', NEXT_PUBLIC_GA_ID: '' })).toBe('');
  });

  it('loads the tag manager and gtag for configured ids, async', async () => {
    const html = await render({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12', NEXT_PUBLIC_GA_ID: 'G-XY34' });
    expect(html).toContain("'dataLayer','GTM-AB12'");
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-XY34">');
    expect(html).toContain("gtag('config','G-XY34')");
  });

  it('ignores an id that is not a plain container id', async () => {
    expect(await render({ NEXT_PUBLIC_GTM_ID: "x');alert(1);//", NEXT_PUBLIC_GA_ID: 'G-1 2' })).toBe('');
  });
});
