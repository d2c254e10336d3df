// Notices and popups (issue 25): the public notice card on the home page and the studio's editor.
import type { APIRequestContext, Locator } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, staffSignIn } from './admin-helpers';
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  hideNoticesToday,
  isMobileProject,
  NOTICE_DISMISSALS_KEY,
  seoulToday,
  test,
} from './fixtures';

test.use({ liveNotices: 'shown' });

const MINUTE = 60_000;

async function editorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/auth/login', {
    data: { email: STAFF.editor, password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).accessToken;
}

/** Publishes a home notice live from a minute ago for ten minutes; returns its id and a remover. */
async function publishNotice(request: APIRequestContext, title: string) {
  const token = await editorToken(request);
  const now = Date.now();
  const res = await request.post('/api/admin/notices', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      titleKo: title,
      titleEn: `${title} (EN)`,
      bodyKo: '<p>오늘은 <strong>오후 6시</strong>에 문을 닫습니다.</p>',
      bodyEn: '<p>We close at <strong>6 p.m.</strong> today.</p>',
      placement: 'home',
      startsAt: new Date(now - MINUTE).toISOString(),
      endsAt: new Date(now + 10 * MINUTE).toISOString(),
      published: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return {
    id,
    remove: async () => {
      await request.delete(`/api/admin/notices/${id}`, { headers: { authorization: `Bearer ${token}` } });
    },
  };
}

/**
 * A card opens folded to its title (the sixth review: on a phone it covered the home's headline and
 * buttons; the eleventh: whole, it covered the home hero at 1440); its "details" button unfolds it.
 */
async function unfold(card: Locator) {
  const button = card.getByRole('button', { name: '자세히' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

const uniqueTitle = (what: string) => `${what} 공지 ${Math.random().toString(36).slice(2, 8)}`;

test.describe('notice popups', () => {
  test('a notice scheduled for now shows as a card at the foot of the home page, the page usable behind it, and closes with Escape', async ({
    page,
    context,
    request,
  }) => {
    const title = uniqueTitle('Esc');
    const notice = await publishNotice(request, title);
    try {
      // Every other live notice (the seeded one, another test's) was hidden today: this one shows alone.
      await hideNoticesToday(context, [notice.id]);
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: title });
      await expect(popup).toBeVisible();
      await expect(popup.locator('[data-notice-body] strong')).toHaveText('오후 6시');
      // Not modal (the fifth review: the first-visit modal covered the hero): the focus stays on
      // the page, the hero's heading is in sight beside it, and a screen reader hears it from the
      // status line.
      await expect(page.locator('dialog:modal')).toHaveCount(0);
      expect(await popup.evaluate((card) => card.contains(document.activeElement))).toBe(false);
      await expect(page.locator('[data-notice-status]')).toHaveText(
        `공지가 화면 아래에 열렸습니다: ${title}`,
      );
      const card = await popup.boundingBox();
      const viewport = page.viewportSize();
      const heading = await page.locator('main h1').first().boundingBox();
      expect(card && viewport && heading).toBeTruthy();
      if (card && viewport && heading) {
        expect(viewport.height - (card.y + card.height)).toBeLessThanOrEqual(40);
        expect(card.y).toBeGreaterThanOrEqual(heading.y + heading.height);
      }
      if (card) {
        // Folded at every width, it leaves every one of the hero's buttons in the first screen above
        // it (the seventh review saw it over the third on a phone; the eleventh, whole, over the
        // hero's picture at 1440), and takes one line
        await expect(popup.getByRole('button', { name: '오늘 하루 보지 않기' })).toBeHidden();
        expect(card.height).toBeLessThanOrEqual(64);
        const ctas = await page
          .locator('main h1 ~ div a')
          .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().bottom));
        // (two while EP.05 runs: booking and the exhibition, decision 071)
        expect(ctas.length).toBeGreaterThanOrEqual(2);
        for (const bottom of ctas) expect(bottom).toBeLessThanOrEqual(card.y);
        // a title longer than the bar ends in an ellipsis on its one line, and shows whole unfolded
        const heading = popup.locator('h2');
        const long = `${title} — 주말과 공휴일의 운영 시간이 달라집니다`;
        await heading.evaluate((h, text) => {
          h.textContent = text;
        }, long);
        const lines = await heading.evaluate((h) =>
          Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
        );
        expect(lines).toBe(1);
        expect(await heading.evaluate((h) => h.scrollWidth > h.clientWidth)).toBe(true);
        await heading.evaluate((h, text) => {
          h.textContent = text;
        }, title);
      }
      // The keyboard finds it first after the skip link; its "details" button unfolds it.
      await page.keyboard.press('Tab');
      await expect(page.locator('[data-skip-link]')).toBeFocused();
      await page.keyboard.press('Tab');
      const details = popup.getByRole('button', { name: '자세히' });
      await expect(details).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(popup.getByRole('button', { name: '닫기' })).toBeFocused();
      await expect(popup.getByRole('button', { name: '오늘 하루 보지 않기' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      // Closed from within, the focus goes on to the page's content, not lost to the document.
      await expect(page.locator('#main')).toBeFocused();
      // Escape is not "don't show again": the notice is back on the next visit.
      await page.reload();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      // The side menu, opened, covers the card (the eighth review saw the card over the open menu)
      const cardBox = await page.getByRole('dialog', { name: title }).boundingBox();
      await page.locator('[data-menu-button]').click();
      const menu = page.locator('[role="dialog"][aria-modal="true"]');
      await expect(menu).toBeVisible();
      const onTop = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[aria-modal="true"]')),
        [(cardBox?.x ?? 0) + (cardBox?.width ?? 0) / 2, (cardBox?.y ?? 0) + (cardBox?.height ?? 0) / 2],
      );
      expect(onTop, 'the open menu is above the notice card').toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await unfold(page.getByRole('dialog', { name: title }));
      await page.getByRole('dialog', { name: title }).getByRole('button', { name: '확인' }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeHidden();

      // English pages show the English text; other pages do not show a home notice.
      await page.goto('/en');
      await expect(page.getByRole('dialog', { name: `${title} (EN)` })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.goto('/faq');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
    } finally {
      await notice.remove();
    }
  });

  test('"don\'t show again today" hides it on reload', async ({ page, context, request }) => {
    const title = uniqueTitle('Today');
    const notice = await publishNotice(request, title);
    try {
      await hideNoticesToday(context, [notice.id]);
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: title });
      await expect(popup).toBeVisible();
      await unfold(popup);
      await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
      await expect(popup).toBeHidden();
      // NOTE: a <dialog> hides at once and fires its `close` event a task later; the dismissal is
      // written from that event, so it is polled for (reading it at once failed 1 run in 8).
      await expect
        .poll(() =>
          page.evaluate(([key, id]) => JSON.parse(localStorage.getItem(key) ?? '{}')[id], [
            NOTICE_DISMISSALS_KEY,
            notice.id,
          ] as const),
        )
        .toBe(seoulToday());

      const answered = page.waitForResponse((r) => r.url().includes('/api/notices'));
      await page.reload();
      const answer = await (await answered).json();
      expect(answer.items.map((n: { id: string }) => n.id)).toContain(notice.id);
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    } finally {
      await notice.remove();
    }
  });
});

test.describe('studio: notices', () => {
  test('an editor writes both languages, previews, publishes and deletes a notice', async ({
    page,
  }, info) => {
    await staffSignIn(page, 'editor', '/admin/content/notices');
    await expect(page.getByRole('heading', { level: 1, name: '공지와 팝업' })).toBeVisible();
    // The seeded notice is live.
    await expect(page.locator('[data-notice-state][data-state="live"]').first()).toBeVisible();

    await page.getByRole('button', { name: '새 공지' }).click();
    const editor = page.locator('[data-notice-editor]');
    await expect(editor.getByRole('heading', { name: '새 공지 쓰기' })).toBeFocused();
    // An empty save names the field.
    await editor.getByRole('button', { name: '초안으로 저장' }).click();
    await expect(editor.locator('[data-field-error="notice-titleKo"]')).toBeVisible();

    const title = uniqueTitle('스튜디오');
    await editor.getByLabel(/제목 \(한국어\)/).fill(title);
    await editor.getByLabel(/본문 \(한국어\)/).fill('<p>한국어 본문</p>');
    await expect(editor.locator('[data-badge="titleKo"]')).toHaveText('작성됨');
    await expect(editor.locator('[data-badge="titleEn"]')).toHaveText('비어 있음');
    await editor.getByLabel(/제목 \(English\)/).fill(`${title} EN`);
    await expect(editor.locator('[data-badge="titleEn"]')).toHaveText('작성됨');
    await expect(editor.locator('[data-badge="bodyEn"]')).toHaveText('비어 있음');

    // The English preview: the public popup, English title, Korean body as the fallback.
    const previewButton = editor.locator('[data-preview="en"]');
    await previewButton.click();
    const preview = page.getByRole('dialog', { name: `${title} EN` });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('한국어 본문');
    await expect(preview.getByRole('button', { name: 'Don’t show again today' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(previewButton).toBeFocused();

    await editor.getByRole('button', { name: '초안으로 저장' }).click();
    await expect(page.locator('[data-notice-status]')).toContainText('초안으로 저장했습니다');
    const row = page.locator('[data-notice-row]', { hasText: title });
    await expect(row.locator('[data-notice-state]')).toHaveText('초안');

    const start = (await editor.getByLabel('시작 일시').inputValue()).replace('T', ' ');
    await page.locator('[data-notice-editor]').getByRole('button', { name: '저장하고 게시' }).click();
    // The default window starts at the next full hour: the message says from when it shows (issue 51).
    await expect(page.locator('[data-notice-status]')).toHaveText(
      `게시를 예약했습니다. ${start}(서울 시간)부터 사이트에 보입니다.`,
    );
    await expect(row.locator('[data-notice-state]')).toHaveText('예약');

    await expectNoAxeViolations(page);
    if (isMobileProject(info.project.name)) await expectNoSidewaysScroll(page);

    await page.locator('[data-notice-editor]').getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '공지 삭제' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(page.locator('[data-notice-status]')).toContainText('삭제했습니다');
    await expect(page.locator('[data-notice-row]', { hasText: title })).toHaveCount(0);
  });
});
