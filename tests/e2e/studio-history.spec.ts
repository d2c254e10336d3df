// History and scheduled publishing in the studio (issue 49): what an editor does to undo a change
// or prepare one, and what visitors see when it goes live.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, seoulInput, staffSignIn } from './admin-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from './fixtures';

async function editorApi(api: APIRequestContext) {
  const login = await api.post('/api/admin/auth/login', {
    data: { email: STAFF.editor, password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
}

/** A published question of this test's own, so no other test's FAQ changes under it. */
async function ownQuestion(api: APIRequestContext, mark: string) {
  const headers = await editorApi(api);
  const res = await api.post('/api/admin/faq', {
    headers,
    data: {
      category: 'exhibition',
      questionKo: `우산을 빌릴 수 있나요? (${mark})`,
      questionEn: `Can I borrow an umbrella? (${mark})`,
      answerKo: `<p>안내 데스크에서 빌려 드립니다. (${mark})</p>`,
      answerEn: `<p>Ask at the information desk. (${mark})</p>`,
      published: true,
    },
  });
  expect(res.status()).toBe(201);
  return { headers, entry: (await res.json()) as { id: string; slug: string } };
}

const questionButton = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(text.replace(/[()?]/g, '\\$&')) });

async function openFaqOnSite(page: Page, path: string, question: string, answer: string) {
  await expect(async () => {
    await page.goto(path);
    await questionButton(page, question).click({ timeout: 1000 });
    await expect(page.getByText(answer)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('history of a studio record', () => {
  test('an editor compares two versions of an answer and restores the first; the site shows it again', async ({
    page,
  }) => {
    const mark = randomBytes(3).toString('hex');
    const { entry } = await ownQuestion(page.request, mark);
    await staffSignIn(page, 'editor', '/admin/content/faq');
    const row = page.locator(`[data-faq-entry="${entry.slug}"]`);
    await row.getByRole('button', { name: '고치기' }).click();
    const form = page.locator('form[aria-labelledby="faq-form-title"]');
    await form
      .locator('[data-bilingual-field="faq-answer"]')
      .getByRole('textbox', { name: '한국어' })
      .fill(`우산은 준비되어 있지 않습니다. (${mark})`);
    await form.getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.locator('[data-studio-message="ok"]')).toContainText('게시했습니다');
    await openFaqOnSite(page, '/faq', `(${mark})`, `우산은 준비되어 있지 않습니다. (${mark})`);

    await page.goto('/admin/content/faq');
    await page.locator(`[data-faq-entry="${entry.slug}"]`).getByRole('button', { name: '고치기' }).click();
    const history = page.locator('[data-record-history="faq"]');
    await history.locator('summary').click();
    // Two versions: the first publication and the edit, newest first, with who and what changed.
    const rows = history.locator('tr[data-revision]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('editor@moru-surfaces.example');
    await expect(rows.first()).toContainText('답변 (한국어)');
    await history.getByRole('checkbox', { name: '비교에 넣기: 버전 1' }).check();
    await history.getByRole('checkbox', { name: '비교에 넣기: 버전 2' }).check();
    const comparison = history.locator('[data-comparison]');
    await expect(comparison.locator('caption')).toHaveText('버전 1 · 버전 2 비교');
    const changed = comparison.locator('tr[data-differs="yes"]');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(`안내 데스크에서 빌려 드립니다. (${mark})`);
    await expect(changed).toContainText(`우산은 준비되어 있지 않습니다. (${mark})`);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await history.getByRole('button', { name: '초안으로 복원: 버전 1' }).click();
    await expect(page.locator('[data-studio-message="ok"]')).toContainText('초안으로 복원했습니다');
    const draft = history.locator('li[data-draft="pending"]');
    await expect(draft).toContainText('버전 1에서 복원한 초안');
    await draft.getByRole('button', { name: '지금 게시' }).click();
    await expect(page.locator('[data-studio-message="ok"]')).toContainText('게시했습니다');
    await expect(rows).toHaveCount(3);
    await openFaqOnSite(page, '/faq', `(${mark})`, `안내 데스크에서 빌려 드립니다. (${mark})`);
  });
});

test.describe('scheduled publishing', () => {
  test('@desktop an editor schedules a changed answer; the studio lists it, and it goes live on both languages at its time', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const mark = randomBytes(3).toString('hex');
    const { headers, entry } = await ownQuestion(page.request, mark);
    await staffSignIn(page, 'editor', '/admin/content/faq');
    await page.locator(`[data-faq-entry="${entry.slug}"]`).getByRole('button', { name: '고치기' }).click();
    const form = page.locator('form[aria-labelledby="faq-form-title"]');
    const answer = form.locator('[data-bilingual-field="faq-answer"]');
    await answer.getByRole('textbox', { name: '한국어' }).fill(`내일부터 우산을 빌려 드립니다. (${mark})`);
    await answer.getByRole('textbox', { name: 'English' }).fill(`Umbrellas from tomorrow. (${mark})`);
    const at = new Date(Date.now() + 3 * 3600_000);
    await form.getByLabel('게시 예약 (서울 시각)').fill(seoulInput(at));
    await form.getByRole('button', { name: '예약 게시' }).click();
    await expect(page.locator('[data-studio-message="ok"]')).toContainText(
      `예약했습니다. ${seoulInput(at).replace('T', ' ')}에 게시됩니다.`,
    );

    // Until then the site shows what is live; the studio's schedule lists the change in date order.
    await openFaqOnSite(page, '/faq', `(${mark})`, `안내 데스크에서 빌려 드립니다. (${mark})`);
    await page.goto('/admin/content');
    const scheduled = page.locator('[data-schedule] li', { hasText: `(${mark})` });
    await expect(scheduled).toContainText(seoulInput(at).replace('T', ' '));
    await expect(scheduled).toContainText('예약된 변경');
    const times = (
      await page.locator('[data-schedule] li[data-draft="pending"] p:first-child').allTextContents()
    )
      .map((t) => t.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)?.[0])
      .filter((t): t is string => Boolean(t));
    expect(times).toEqual([...times].sort());

    // Brought forward to a few seconds from now (the API takes seconds; the form, minutes): the
    // scheduler publishes it and every page shows it without anyone pressing anything.
    const drafts = await (
      await page.request.get(`/api/admin/drafts?kind=faq&recordId=${entry.id}`, { headers })
    ).json();
    const soon = new Date(Date.now() + 3_000).toISOString();
    const moved = await page.request.patch(`/api/admin/drafts/${drafts.items[0].id}`, {
      headers,
      data: { publishAt: soon },
    });
    expect(moved.status()).toBe(200);
    await openFaqOnSite(page, '/faq', `(${mark})`, `내일부터 우산을 빌려 드립니다. (${mark})`);
    await openFaqOnSite(page, '/en/faq', `(${mark})`, `Umbrellas from tomorrow. (${mark})`);
  });
});
