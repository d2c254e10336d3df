import { readdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_NAV } from '../../src/components/admin/admin-nav';
import { ROLE_PERMISSIONS } from '../../src/schemas/admin-rules';
import { STAFF, STAFF_PASSWORD, type StaffKey, staffSignIn } from './admin-helpers';
import { axeViolations, expect, expectNoAxeViolations, isMobileProject, ownAddress, test } from './fixtures';
import { smallTargets } from './tap-targets';

/**
 * The console on a phone (issue 27): every console page at 390 × 844 (the mobile project) has no
 * sideways scroll, passes axe, keeps Korean words whole (`word-break: keep-all` on every element
 * with Korean text), never wraps a date, time or number, shows its tables as cards, and has no tap
 * target under 44 px. The desktop project checks the same pages at 1440 px, where tables stay
 * tables and targets are at least 24 px.
 *
 * The pages are read from the file system (every `page.tsx` under `src/app/admin/(console)`), so a
 * new console page is covered without touching this file; a new dynamic segment needs an id below.
 */

const CONSOLE_DIR = 'src/app/admin/(console)';
const consolePaths = readdirSync(CONSOLE_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f === 'page.tsx' || f.endsWith('/page.tsx'))
  .map((f) => `/admin/${f.replace(/\/?page\.tsx$/, '')}`.replace(/\/$/, ''))
  .sort();

type Ids = Record<string, string>;

/** An id for each dynamic segment, read through the console's API (an inquiry is sent if none exists). */
async function dynamicIds(api: APIRequestContext): Promise<Ids> {
  const login = await api.post('/api/admin/auth/login', {
    data: { email: STAFF.owner, password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const events = (await (await api.get('/api/admin/events', { headers })).json()).items as {
    id: string;
    type: string;
    applications: number;
  }[];
  const event =
    [...events].sort((a, b) => b.applications - a.applications).find((e) => e.type === 'application') ??
    events[0];
  let inquiries = (await (await api.get('/api/admin/inquiries', { headers })).json()).items as {
    id: string;
  }[];
  if (inquiries.length === 0) {
    const sent = await api.post('/api/contact', {
      headers: { 'x-forwarded-for': ownAddress() },
      data: {
        type: 'event',
        name: '김모루',
        tel: '01012345678',
        email: 'phone.console@example.com',
        title: '휴대폰 콘솔 확인용 문의',
        message: '휴대폰 화면에서 문의함이 잘 보이는지 확인합니다.',
        consent: true,
        elapsedMs: 5000,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    inquiries = (await (await api.get('/api/admin/inquiries', { headers })).json()).items;
  }
  return { events: event.id, inquiries: inquiries[0].id };
}

/** `/admin/events/[id]/applicants` with the ids filled in; fails naming a segment it has no id for. */
function resolve(path: string, ids: Ids): string {
  return path.replace(/\/([^/]+)\/\[(\w+)\]/g, (_, parent: string) => {
    const id = ids[parent];
    if (!id) throw new Error(`no id for ${path}: add one for "${parent}" in dynamicIds()`);
    return `/${parent}/${id}`;
  });
}

/** What the checks find wrong on the current page (empty when it is right); `mobile`: tables as cards. */
async function layoutProblems(page: Page, mobile: boolean) {
  return page.evaluate((mobile) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`page ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    }
    const main = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const token =
      /\d{4}[.-]\d{1,2}[.-]\d{1,2}\.?(?: ?\([^)]{1,3}\))?(?: \d{1,2}:\d{2})?|\d{1,2}:\d{2}|\d[\d,]*/g;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!el || !text.trim() || !el.checkVisibility()) continue;
      if (el.closest('[contenteditable="true"], svg')) continue;
      const style = getComputedStyle(el);
      if (/[가-힣]/.test(text) && style.wordBreak !== 'keep-all') {
        problems.push(`word-break ${style.wordBreak} on "${text.trim().slice(0, 30)}"`);
      }
      for (const m of text.matchAll(token)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) problems.push(`"${m[0]}" wraps in "${text.trim().slice(0, 30)}"`);
      }
    }
    for (const table of Array.from(main.querySelectorAll('table'))) {
      if (table.closest('[contenteditable="true"]')) continue;
      if ((getComputedStyle(table).display === 'table') === mobile) {
        const caption = table.querySelector('caption')?.textContent ?? '';
        problems.push(`${mobile ? 'a table, not cards' : 'cards, not a table'}: "${caption}"`);
      }
    }
    return problems;
  }, mobile);
}

async function checkPage(page: Page, path: string, mobile: boolean) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText('불러오는 중입니다…')).toHaveCount(0);
  // Soft: one run names every page's problems, not only the first page's.
  expect.soft(await layoutProblems(page, mobile), path).toEqual([]);
  expect.soft(await smallTargets(page, mobile ? 44 : 24), `${path}: tap targets`).toEqual([]);
  expect.soft(await axeViolations(page), `${path}: axe`).toEqual([]);
}

/** The heading and a piece of content each page shows once its data is in (the owner's sweep). */
const HEADINGS: Record<string, string> = {
  '/admin': '대시보드',
  '/admin/events': '이벤트',
  '/admin/events/new': '새 이벤트 만들기',
  '/admin/check-in': '현장 체크인',
  '/admin/inquiries': '문의함',
  '/admin/audit': '감사 로그',
  '/admin/staff': '직원 계정',
};
const SHOWN: Record<string, string | RegExp> = {
  '/admin': '일별 신청 수',
  '/admin/events/[id]/applicants': 'CSV 내보내기',
  '/admin/inquiries/[id]': /자동으로 삭제됩니다/,
};

const visible = (who: StaffKey) =>
  ADMIN_NAV.filter((s) => (ROLE_PERMISSIONS[who] as readonly string[]).includes(s.permission)).map(
    (s) => s.href,
  );

test.describe('the console on a phone', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the owner: every console page, found from the file system', async ({ page, request }, info) => {
    expect(consolePaths).toContain('/admin/events/[id]/applicants');
    const mobile = isMobileProject(info.project.name);
    const ids = await dynamicIds(request);
    await staffSignIn(page, 'owner');
    for (const path of consolePaths) {
      await checkPage(page, resolve(path, ids), mobile);
      // What each page shows once loaded (merged from admin.spec.ts's axe sweep, one visit per page).
      const heading = HEADINGS[path];
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const shown = SHOWN[path];
      if (shown) await expect(page.getByText(shown).first()).toBeVisible();
    }
    // The dashboard's five figures fill their rows (no card left alone beside an empty cell), the
    // figures of a row stand at one height, and each card is as tall as what it says (stretched to the
    // messages card, four stood as tall empty boxes: the thirteenth review). On a desktop the messages
    // card, with its breakdown, runs across under the other four, whose bottoms are within a line of
    // each other (in a row of five it stood twice their height over dead space: the fifteenth review).
    await page.goto('/admin');
    const figures = page.locator('main ul').filter({ has: page.getByText('오늘 회차') });
    await expect(figures.locator('li')).toHaveCount(5);
    const layout = await figures.evaluate((list) => {
      const width = list.getBoundingClientRect().width;
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      const byTop = new Map<number, { cards: number; figureTops: Set<number>; bottoms: number[] }>();
      const emptyBelow: number[] = [];
      for (const li of Array.from(list.children)) {
        const box = li.getBoundingClientRect();
        const last = li.lastElementChild?.getBoundingClientRect().bottom ?? box.bottom;
        emptyBelow.push(
          Math.round(box.bottom - last - Number.parseFloat(getComputedStyle(li).paddingBottom)),
        );
        const row = byTop.get(Math.round(box.top)) ?? {
          cards: 0,
          figureTops: new Set<number>(),
          bottoms: [],
        };
        row.cards += box.width;
        row.bottoms.push(box.bottom);
        row.figureTops.add(Math.round(li.children[1].getBoundingClientRect().top));
        byTop.set(Math.round(box.top), row);
      }
      return {
        rows: [...byTop.values()].map((row) => ({
          full: width - row.cards <= gap * 4 + 2,
          figuresLevel: row.figureTops.size === 1,
          bottomsWithinALine: Math.max(...row.bottoms) - Math.min(...row.bottoms) <= 24,
        })),
        emptyBelow,
      };
    });
    expect(layout.rows.length).toBe(mobile ? 3 : 2);
    for (const row of layout.rows) {
      expect(row).toMatchObject({ full: true, figuresLevel: true });
      if (!mobile) expect(row.bottomsWithinALine, 'a card over dead space in its row').toBe(true);
    }
    for (const empty of layout.emptyBelow)
      expect(empty, 'empty space at the foot of a card').toBeLessThanOrEqual(2);
    // The event list: a one-day event shows its one day, and a card's one figure (applications) is a
    // row like the others on a phone, its label beside its value (alone as a tile, its label stood
    // on a line of its own: the twelfth review).
    await page.goto('/admin/events');
    const briefing = page.getByRole('row').filter({ hasText: '기업 회원 전용 신소재 설명회' }).first();
    await expect(briefing).toBeVisible();
    await expect(briefing).not.toContainText('~');
    const cells = briefing.getByRole('cell');
    const applications = cells.filter({ hasText: '신청' }).filter({ hasNotText: '신청자' }).last();
    const [label, value] = await applications.evaluate((td) =>
      Array.from(td.children).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    if (mobile) expect(Math.abs(label - value)).toBeLessThanOrEqual(4);
    // The check-in page's answer on screen fits and passes axe too.
    await page.goto('/admin/check-in');
    await page.getByLabel('티켓 코드').fill('not-a-ticket');
    await page.getByRole('button', { name: '입장 확인' }).click();
    await expect(page.locator('[data-result="unknown"]')).toBeVisible();
    expect(await layoutProblems(page, mobile)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  for (const who of ['manager', 'editor', 'door', 'viewer'] as const) {
    test(`${who}: each section the menu shows`, async ({ page }, info) => {
      await staffSignIn(page, who, visible(who)[0]);
      for (const path of visible(who)) await checkPage(page, path, isMobileProject(info.project.name));
    });
  }

  // @once: the drawer is the phone's menu, so this test sets 390 px itself; a second project would repeat it.
  test('the menu drawer: opens over the page, fits it, traps focus, closes with Escape', {
    tag: '@once',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await staffSignIn(page, 'owner');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '운영 메뉴' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    expect(await smallTargets(page, 44), 'drawer tap targets').toEqual([]);
    await expectNoAxeViolations(page);
    // focus stays inside while it is open, and returns to the button when it closes
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeFocused();
  });

  test('sign-in fits the screen and passes axe', async ({ page }, info) => {
    const mobile = isMobileProject(info.project.name);
    await page.goto('/admin/sign-in');
    await expect(page.getByLabel('이메일')).toBeVisible();
    expect(await layoutProblems(page, mobile)).toEqual([]);
    expect(await smallTargets(page, mobile ? 44 : 24)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
