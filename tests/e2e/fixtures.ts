import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

type Axe = { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };

/**
 * axe-core's source, the copy @axe-core/playwright pins (so an upgrade of another package's axe-core
 * does not change the rules the tests hold the pages to).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe in every frame of the page that can take it (a cross-origin frame that cannot is left out, as
 * @axe-core/playwright leaves it), once per document: a second check of the same document (an open
 * menu, a dialog) finds it there.
 */
async function injectAxe(page: Page) {
  const into = async (frame: Frame) => {
    if (await frame.evaluate('typeof window.axe === "object"').catch(() => true)) return;
    await frame.evaluate(AXE_SOURCE).catch(() => {});
  };
  await Promise.all(page.frames().map(into));
}

/**
 * The axe violations (WCAG 2.1 A/AA) on the current page, one line each, leaving out the `exclude`
 * selectors. Only violations are gathered: collecting the nodes of every passing rule is most of
 * axe's time on a long page, and no test reads them (`resultTypes`, axe-core's option for it).
 *
 * NOTE: axe runs in the page with `axe.run`, not through @axe-core/playwright's `AxeBuilder`, whose
 * `analyze()` sends axe's 550 KB source three times and opens a new page (a renderer process) for
 * every check, to finish a run split across cross-origin frames, which these pages do not have: on
 * five pages here 1.8 s a check against 0.6 s, the same violations (issue 53).
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ([tags, exclude]) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = exclude.length ? { include: [['html']], exclude: exclude.map((s) => [s]) } : document;
      const results = await axe.run(context as ElementContext, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      });
      return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [AXE_TAGS, exclude] as const,
  );
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Fails with the list of axe violations on the current page, leaving out the `exclude` selectors
 * (routes.spec.ts checks the shell once per language and width, not on every page).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  expect(await axeViolations(page, options), 'axe violations').toEqual([]);
}

/**
 * Nothing on the page runs past the right edge of the screen (a sideways scroll on a phone). routes.spec.ts
 * checks it on every public page, content.spec.ts on the year pages, tap-targets.spec.ts on the rest.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page wider than the screen').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

export const isMobileProject = (name: string) => name === 'mobile';

/**
 * An address of its own (198.18.0.0/15, set aside for tests), sent as X-Forwarded-For: each test is
 * its own visitor to the app's per-address limits (codes, sign-in, forms), however many tests a
 * run has and however often a developer reruns them against one server.
 */
export const ownAddress = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** The storage key of "don't show again today" (src/components/shell/notice-dismissals.ts). */
export const NOTICE_DISMISSALS_KEY = 'moru.notices.hidden';

/** Today in Asia/Seoul (UTC+9, no daylight saving), `YYYY-MM-DD`. */
export const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * Marks every notice the page is about to show (but those in `except`) as hidden today, as the
 * popup's own button does, before the answer reaches the page's code: a script in every page of the
 * context wraps `fetch`, and on the notices answer writes their ids into the page's storage first.
 *
 * NOTE: in the page, not with `context.route`: a route makes Playwright intercept every request of
 * the context and answer each through its own process, which took ~200 ms of every navigation here
 * (480 against 260 ms on /faq, the page's own timings the same; issue 53).
 */
export async function hideNoticesToday(context: BrowserContext, except: readonly string[] = []) {
  hidingScripts.push(
    await context.addInitScript(
      ([key, today, except]) => {
        const fetchFirst = window.fetch;
        window.fetch = async function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
          const response = await fetchFirst.call(this, input, init);
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          if (url.pathname !== '/api/notices' || !response.ok) return response;
          try {
            const items: { id: string }[] = (await response.clone().json()).items ?? [];
            const kept = JSON.parse(localStorage.getItem(key) ?? '{}');
            for (const { id } of items) if (!except.includes(id)) kept[id] = today;
            localStorage.setItem(key, JSON.stringify(kept));
          } catch {
            // not the list the popups read (an error page, a cut-off answer): the page handles it
          }
          return response;
        };
      },
      [NOTICE_DISMISSALS_KEY, seoulToday(), except] as const,
    ),
  );
}

/**
 * The scripts `hideNoticesToday` added during the current test, removed after it (`noticePopups`):
 * the worker's context is reused, and its init scripts outlive the test that added them (one hid a
 * later notice test's own notice).
 */
const hidingScripts: Awaited<ReturnType<BrowserContext['addInitScript']>>[] = [];

/**
 * Resolves once a page whose scripts load after its first paint (its `data-moru-script` markers,
 * decision 059) has hydrated (`data-hydrated`, src/components/shell/hydration-mark.tsx); at once
 * for any other answer (the console, an API answer, a file). A page that never hydrates is left to
 * the test's own expectations after 15 s.
 */
export async function hydrated(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('template[data-moru-script]') ||
        document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {});
}

/**
 * The page, with its `goto` and `reload` waiting for hydration (`hydrated`) after the navigation:
 * the fixture's page is so already; a page a test opens itself (`context.newPage()`) is made so.
 */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await hydrated(page);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await hydrated(page);
    return res;
  };
  return page;
}

/**
 * Every browser test comes from an address of its own (`ownAddress`), and also fails when the page
 * reports a message key it cannot find: client components receive only the message namespaces
 * their part of the site passes down (src/i18n/client-messages.ts), so a missing namespace shows up
 * here, not as a raw key on screen.
 */
export const test = base.extend<{
  missingMessages: undefined;
  liveNotices: 'hiddenToday' | 'shown';
  noticePopups: undefined;
}>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    await use(context);
  },
  // The page is the worker's one page (`reuseContext`, playwright.config.ts): Playwright resets its
  // state, but the handlers a test attached to it (dialogs, console, requests) would answer the next
  // test's events too.
  //
  // After each navigation it waits until the page has hydrated: the framework's scripts load after
  // the first paint (decision 059), and a click before React answers is lost, as a visitor's would
  // be (they click again; a test would wait for what never comes). A page without JavaScript never
  // hydrates: it is used as it loads (the wait would time out at every navigation: 15 s each, 95 s
  // of the browser stage on 2026-12-05).
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitsForHydration(page));
    page.removeAllListeners();
  },
  /**
   * The notices live on a page (the seeded change-of-hours notice on the home page, and any a notice
   * test publishes meanwhile) open as modal popups over it. A test that is not about notices is a
   * returning visitor who already chose "don't show again today" for every live notice:
   * `noticePopups` writes that choice into the page's storage, as the popup would, before the
   * notices answer reaches the page. Notice tests opt out with `test.use({ liveNotices: 'shown' })`.
   */
  liveNotices: ['hiddenToday', { option: true }],
  noticePopups: [
    async ({ context, liveNotices }, use) => {
      if (liveNotices === 'hiddenToday') await hideNoticesToday(context);
      await use(undefined);
      for (const script of hidingScripts.splice(0)) await script.dispose();
    },
    { auto: true },
  ],
  missingMessages: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('MISSING_MESSAGE')) missing.push(m.text());
      });
      await use(undefined);
      expect(missing, 'messages missing on the client').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
