import type { APIResponse, Page, Response } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Checks of the strict Content-Security-Policy (decision 011), shared by csp.spec.ts and the per-page
 * sweeps (routes.spec.ts, content.spec.ts), which check every page's policy in the visit they already make.
 */

export type CspWatch = { console: string[]; reports: string[] };

export async function watchCsp(page: Page): Promise<CspWatch> {
  const w: CspWatch = { console: [], reports: [] };
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) w.console.push(m.text());
  });
  page.on('request', (r) => {
    if (r.url().includes('/api/csp-report')) w.reports.push(r.postData() ?? '');
  });
  return w;
}

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));

/** One policy header, strict script sources, and hashes or a nonce for the inline scripts. */
export async function expectStrictPolicy(response: Response | APIResponse | null, path: string) {
  expect(response, path).not.toBeNull();
  const headers = await (response as Response | APIResponse).headersArray();
  const policies = headers.filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(
    policies.map((p) => p.name),
    `${path}: one policy`,
  ).toHaveLength(1);
  const script = scriptSrc(policies[0].value) ?? '';
  expect(script, path).not.toContain("'unsafe-inline'");
  expect(script, path).not.toContain("'unsafe-eval'");
  // Not for styles either (decision 011): style-src 'self', attributes by hash only.
  expect(policies[0].value, path).not.toContain("'unsafe-inline'");
  expect(script, path).toMatch(/'(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)'/);
  expect(policies[0].value).toContain("script-src-attr 'none'");
  expect(policies[0].value).toContain('report-uri /api/csp-report');
  const endpoints = headers.find((h) => h.name.toLowerCase() === 'reporting-endpoints');
  expect(endpoints?.value).toBe('csp="/api/csp-report"');
  return policies[0].value;
}

export async function expectNoCspViolations(page: Page, w: CspWatch, path: string) {
  // Reports are sent after the event; give the browser a moment to have fired them all.
  await page.waitForLoadState('load');
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect({ path, violations, console: w.console, reports: w.reports }).toEqual({
    path,
    violations: [],
    console: [],
    reports: [],
  });
}

export async function expectMenuOpens(page: Page) {
  await page.locator('[data-menu-button]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}
