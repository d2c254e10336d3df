// The content studio (issue 25): what an editor does in the console, and what visitors then see.
import { randomBytes } from 'node:crypto';
import { STAFF, STAFF_PASSWORD, seoulInput, staffSignIn } from './admin-helpers';
import { expectNoCspViolations, expectStrictPolicy, watchCsp } from './csp-checks';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test, waitsForHydration } from './fixtures';

test.describe('FAQ in the studio', () => {
  test('@desktop an editor adds a question in both languages, previews it, publishes it, and it is on /faq and /en/faq', async ({
    page,
  }) => {
    const mark = randomBytes(3).toString('hex');
    const ko = `우산을 빌릴 수 있나요? (${mark})`;
    const en = `Can I borrow an umbrella? (${mark})`;
    // The mark keeps a rerun against the same server from finding the last run's question too.
    const answerKo = `입구 안내 데스크에서 빌려 드립니다. (${mark})`;
    const answerEn = `Ask at the information desk by the entrance. (${mark})`;
    await staffSignIn(page, 'editor', '/admin/content/faq');
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
    await page.getByRole('button', { name: '질문 추가' }).click();

    const form = page.locator('form[aria-labelledby="faq-form-title"]');
    await form.getByLabel('분류').selectOption('exhibition');
    const question = form.locator('[data-bilingual-field="faq-question"]');
    await expect(question.locator('[data-lang-status="en:missing"]')).toBeVisible();
    await question.getByLabel('한국어').fill(ko);
    await question.getByLabel('English').fill(en);
    await expect(question.locator('[data-lang-status="en:complete"]')).toBeVisible();
    const answer = form.locator('[data-bilingual-field="faq-answer"]');
    // The answers are written in the visual editor (a labelled, multi-line textbox).
    await answer.getByRole('textbox', { name: '한국어' }).fill(answerKo);
    await answer.getByRole('textbox', { name: 'English' }).fill(answerEn);

    await form.getByRole('button', { name: '미리 보기' }).click();
    const preview = page.locator('[data-faq-preview]');
    await expect(preview.getByText(ko)).toBeVisible();
    await expect(preview.getByText(answerEn)).toBeVisible();
    // Each pane carries the public page's own labels in its language, with the count filled in (issue 51).
    await expect(preview.locator('[data-faq-preview-pane="ko"]')).toContainText('질문 1개');
    const enPane = preview.locator('[data-faq-preview-pane="en"]');
    await expect(enPane).toContainText('1 questions');
    await expect(enPane.getByRole('button', { name: 'All' })).toBeVisible();
    await expect(preview).not.toContainText('undefined');
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.locator('[data-studio-message="ok"]')).toContainText('게시했습니다');

    // Every instance renders its pages again within 15 s of a publish (decision 014).
    await expect(async () => {
      await page.goto('/faq');
      await expect(page.getByRole('button', { name: new RegExp(ko.replace(/[()?]/g, '\\$&')) })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('button', { name: new RegExp(ko.replace(/[()?]/g, '\\$&')) }).click();
    await expect(page.getByText(answerKo)).toBeVisible();
    await expect(async () => {
      await page.goto('/en/faq');
      await expect(page.getByRole('button', { name: new RegExp(en.replace(/[()?]/g, '\\$&')) })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
  });

  test('@desktop an editor shares a draft question through a preview link: the reviewer sees it on the FAQ page, /faq does not', async ({
    page,
    browser,
  }) => {
    const mark = randomBytes(3).toString('hex');
    const ko = `주차할 수 있나요? (${mark})`;
    const answerKo = `건물 뒤편 주차장을 쓰실 수 있습니다. (${mark})`;
    const login = await page.request.post('/api/admin/auth/login', {
      data: { email: STAFF.editor, password: STAFF_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
    const created = await page.request.post('/api/admin/faq', {
      headers,
      data: {
        category: 'exhibition',
        questionKo: ko,
        questionEn: `Can I park? (${mark})`,
        answerKo: `<p>${answerKo}</p>`,
        answerEn: `<p>Use the car park behind the building. (${mark})</p>`,
        published: false,
      },
    });
    expect(created.status()).toBe(201);
    const entry = await created.json();

    await staffSignIn(page, 'editor', '/admin/content/faq');
    await page.getByRole('button', { name: `고치기: ${ko}` }).click();
    await page.getByRole('button', { name: '미리 보기 링크 만들기', exact: true }).click();
    const link = new URL(await page.getByLabel('미리 보기 링크', { exact: true }).inputValue()).pathname;
    expect(link).toMatch(/^\/preview\/faq~[0-9a-f-]{36}~/);
    await expectNoAxeViolations(page);

    const guest = await browser.newContext();
    const reviewer = waitsForHydration(await guest.newPage());
    const csp = await watchCsp(reviewer);
    await expectStrictPolicy(await reviewer.goto(link), link);
    await expect(reviewer.locator('[data-preview-bar]')).toContainText('FAQ 미리 보기');
    const question = reviewer.getByRole('button', { name: new RegExp(ko.replace(/[()?]/g, '\\$&')) });
    await question.click();
    await expect(reviewer.getByText(answerKo)).toBeVisible();
    await expectNoCspViolations(reviewer, csp, link);
    await expectNoAxeViolations(reviewer);
    // Altered, the link shows nothing of the draft.
    await reviewer.goto(`${link.slice(0, -2)}xx`);
    await expect(reviewer.locator('[data-preview-expired]')).toBeVisible();
    await expect(reviewer.locator('body')).not.toContainText(ko);
    await guest.close();

    await page.goto('/faq');
    await expect(page.locator('body')).not.toContainText(ko);
    // The draft is deleted, so no later run meets it.
    expect((await page.request.delete(`/api/admin/faq/${entry.id}`, { headers })).status()).toBe(200);
  });

  test('the studio works on a phone: no sideways scroll, axe-clean', async ({ page }) => {
    await staffSignIn(page, 'editor', '/admin/content');
    // the section's card (a scheduled FAQ draft another test left pending adds an "open in" link)
    const faqCard = page
      .getByRole('region', { name: '사이트 안내' })
      .getByRole('link', { name: /자주 묻는 질문/ });
    await expect(faqCard).toBeVisible();
    // the sections in their groups, the yearly cycle first (one run of eleven cards was one long list)
    for (const [group, titles] of [
      ['해마다 새로 쓰는 것', ['디자인 테마', '에디션', '룩북', '소재 카탈로그', '트렌드 아카이브']],
      ['사이트 안내', ['홈', '자주 묻는 질문', '공지와 팝업', '약관과 개인정보 처리방침']],
      ['메일과 미디어', ['메일 문구', '미디어']],
    ] as const) {
      const links = page.getByRole('region', { name: group }).getByRole('link');
      await expect(links).toHaveCount(titles.length);
      for (const [i, title] of titles.entries()) await expect(links.nth(i)).toContainText(title);
    }
    // One grid for every group: each card one of the same few columns, one width (rows of 5, 4 and 2
    // of three widths, the thirteenth review), and the policies' title on one line on a wide screen.
    const cards = await page.locator('main li').evaluateAll((items) =>
      items
        .filter((li) => li.closest('section[aria-labelledby^="studio-group-"]'))
        .map((li) => {
          const box = li.getBoundingClientRect();
          return { left: Math.round(box.left), width: Math.round(box.width) };
        }),
    );
    expect(cards).toHaveLength(11);
    expect(new Set(cards.map((c) => c.width)).size, 'one card width').toBe(1);
    if ((page.viewportSize()?.width ?? 1440) >= 1200) {
      expect(new Set(cards.map((c) => c.left)).size, 'three columns at 1440 px').toBe(3);
      const title = page
        .getByRole('link', { name: /약관과 개인정보/ })
        .locator('span')
        .first();
      const lines = await title.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
      expect(lines, '"약관과 개인정보 처리방침" on one line').toBe(1);
    }
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await faqCard.click();
    await expect(page.locator('[data-faq-entry]').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('a door account cannot open the studio', { tag: '@once' }, async ({ page }) => {
    await staffSignIn(page, 'door', '/admin/content/faq');
    await expect(page.locator('[data-no-permission]')).toBeVisible();
  });
});

test.describe('one programme, told the same everywhere', () => {
  test('the home promotes the running edition with the dates and floors of its exhibition page', {
    tag: '@once',
  }, async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('[data-edition]');
    await expect(strip).toHaveAttribute('data-edition', 'popupep5');
    await expect(strip).toHaveAttribute('data-edition-status', 'running');
    const homeDates = (await strip.textContent()) ?? '';
    const homeFloors = await page.locator('[data-floor]').allTextContents();
    await expect(page.locator('body')).not.toContainText('EP.04 전시 보기');
    await expect(page.locator('body')).not.toContainText('올해의 디자인 테마');
    // The menus list the editions from the same records, the running one first; the footer's
    // EXHIBITION goes to it.
    const ep5 = page.locator('#header-panel-exhibition a[href*="/popupep5"]');
    await expect(ep5).toHaveText(/^EP\.05/);
    await expect(page.locator('#site-footer a', { hasText: 'EXHIBITION' })).toHaveAttribute(
      'href',
      /\/archive\/\d{4}\/popupep5$/,
    );

    await page.getByRole('link', { name: 'EP.05 전시 보기' }).click();
    await expect(page.locator('[data-exhibition="popupep5"]')).toBeVisible();
    // Both pages write the edition's days with the one formatter (src/lib/dates.ts), from one record.
    const dates = page.locator('[data-exhibition] [data-starts-on]');
    await expect(dates).toHaveAttribute('data-starts-on', /^\d{4}-\d{2}-\d{2}$/);
    const shown = (await dates.textContent())?.trim() ?? '';
    const start = (await dates.getAttribute('data-starts-on')) ?? '';
    expect(shown.startsWith(start)).toBe(true);
    expect(homeDates).toContain(shown);
    // the same floors, the exhibition page adding what runs on each (the thirteenth review: the
    // floor guide a copy of the home's block)
    const floors = await page.locator('[data-floor]').evaluateAll((els) =>
      els.map((e) => {
        const own = e.cloneNode(true) as Element;
        own.querySelector('[data-floor-programmes]')?.remove();
        return own.textContent;
      }),
    );
    expect(floors).toEqual(homeFloors);
    await expect(page.locator('[data-floor="1F"] [data-floor-programmes]')).toContainText('도슨트 투어');
    // A running edition invites visitors to apply.
    await expect(page.locator('#visit').getByRole('link', { name: '관람·도슨트 신청하기' })).toBeVisible();
  });

  test('an ended edition is an archive: when it ran, no call to apply or plan a visit', {
    tag: '@once',
  }, async ({ page }) => {
    await page.goto('/archive/2023/popupep2');
    await expect(page.locator('[data-exhibition="popupep2"]')).toHaveAttribute(
      'data-edition-status',
      'ended',
    );
    await expect(page.locator('[data-exhibition] [data-starts-on]')).toHaveAttribute(
      'data-starts-on',
      '2023-10-10',
    );
    await expect(page.getByRole('heading', { name: '지난 전시 정보' })).toBeVisible();
    // its admission a rule of its time, not of today (the eighth review)
    await expect(page.locator('#visit dt').filter({ hasText: /^당시 입장$/ })).toHaveCount(1);
    await expect(page.getByRole('link', { name: '관람·도슨트 신청하기' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '관람 계획하기' })).toHaveCount(0);
    // Media art ran on 3F at EP.02, and its card says so from the floors.
    await expect(page.locator('[data-programme="mediaart"] [data-programme-floors]')).toHaveText('3층');
    await page.goto('/en/archive/2023/popupep2');
    await expect(page.getByRole('heading', { name: 'About this past exhibition' })).toBeVisible();
  });
});

test('a seminar that has taken place keeps its programme but no sign-up call to action', {
  tag: '@once',
}, async ({ page }) => {
  await page.goto('/archive/2025/designtheme');
  await expect(page.locator('[data-seminar-ended]')).toBeVisible();
  await expect(page.getByRole('link', { name: '세미나 신청하기' })).toHaveCount(0);
});

// The fifth review: the 2025 theme page listed its seminar (2025-04-16) while the event list's ended
// tab did not. Its day and hours are now its event's, read by both, and each leads to the other.
test('the 2025 seminar is one record: its theme page states its event’s day and leads to it, and the ended events list it', {
  tag: '@once',
}, async ({ page }) => {
  await page.goto('/archive/2025/designtheme');
  const seminar = page.locator('#online-seminar');
  const when = seminar.locator('time');
  await expect(when).toHaveText(/^2025-04-16.*14:00–16:00$/);
  await expect(seminar).toContainText('(라이브 스트리밍)');
  await seminar.locator('[data-seminar-ended]').getByRole('link', { name: '이벤트 페이지에서 보기' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '2025 디자인 트렌드 온라인 세미나' }),
  ).toBeVisible();
  await expect(page.locator('main')).toContainText('2025-04-16');

  await page.goto('/event?tab=off');
  const card = page.getByTestId('event-card').filter({ hasText: '2025 디자인 트렌드 온라인 세미나' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('2025-04-16');

  await page.goto('/en/archive/2025/designtheme');
  await expect(page.locator('#online-seminar time')).toHaveText(/2025.*14:00–16:00$/);
  await expect(page.locator('#online-seminar')).toContainText('KST (live stream)');
});

test('the archive links 2023, 2024 and 2025 to their design themes instead of calling them "being prepared", years on one line', async ({
  page,
}) => {
  for (const path of ['/archive', '/en/archive']) {
    await page.goto(path);
    for (const year of ['2023', '2024', '2025']) {
      const note = page.locator('[data-coming]').filter({ hasText: year });
      if ((await note.count()) === 0) continue;
      await expect(note).toHaveAttribute('data-coming', 'theme');
      await expect(note.getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`/archive/${year}/designtheme$`),
      );
    }
    await expect(page.getByText('준비 중', { exact: true })).toHaveCount(0);
    // "2024" never breaks inside itself ("20/24" at 1440, "202/4" at 390).
    const lines = await page.locator('[data-coming] [class*="comingYear"]').evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(
      lines.every((n) => n === 1),
      `${path}: ${lines}`,
    ).toBe(true);
  }
});

test('@desktop an editor creates and publishes an edition; its page opens as upcoming, with its floors', async ({
  page,
}) => {
  const episode = 100 + Math.floor(Math.random() * 800);
  await staffSignIn(page, 'editor', '/admin/content/editions');
  await expect(page.locator('[data-edition-row="popupep5"]')).toContainText('진행 중');
  await page.getByRole('button', { name: '새 에디션' }).click();
  await page.getByLabel('회차').fill(String(episode));
  await page.getByLabel('주소 이름').fill(`popupep${episode}`);
  await page.locator('#ed-title-ko').fill(`EP.${episode} 다음 표면`);
  await page.locator('#ed-title-en').fill(`EP.${episode} The Next Surface`);
  await page.getByLabel('시작일').fill('2027-05-01');
  await page.getByLabel('종료일').fill('2027-05-10');
  await page.locator('#ed-floor-1F-title-ko').fill('첫 번째 층의 새 제목');
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.locator('[data-edition-preview]')).toContainText('첫 번째 층의 새 제목');
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('게시했습니다');
  await expect(page.locator(`[data-edition-row="popupep${episode}"]`)).toContainText('예정');

  const res = await page.goto(`/archive/2027/popupep${episode}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`EP.${episode} 다음 표면`);
  await expect(page.locator('[data-exhibition]')).toHaveAttribute('data-edition-status', 'upcoming');
  await expect(page.locator('[data-floor="1F"]')).toContainText('첫 번째 층의 새 제목');
  await expectNoAxeViolations(page);
});

test('@desktop an editor schedules a new home headline and shares it through a preview link; the home keeps the live one', async ({
  page,
  browser,
}) => {
  const mark = randomBytes(3).toString('hex');
  const headline = `다음 시즌의 헤드라인 (${mark})`;
  await staffSignIn(page, 'editor', '/admin/content/home');
  await page.locator('[data-bilingual-field="home-headline"]').getByLabel('한국어').fill(headline);
  // Tomorrow: the change waits as a draft for the whole test.
  await page.locator('#home-publish-at').fill(seoulInput(new Date(Date.now() + 86_400_000)));
  await page.getByRole('button', { name: '예약 게시' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('예약했습니다');
  await page.getByRole('button', { name: '미리 보기 링크 만들기' }).click();
  const link = new URL(await page.getByLabel('미리 보기 링크', { exact: true }).inputValue()).pathname;
  expect(link).toMatch(/^\/preview\/home~home~/);

  const guest = await browser.newContext();
  const reviewer = waitsForHydration(await guest.newPage());
  const csp = await watchCsp(reviewer);
  await expectStrictPolicy(await reviewer.goto(link), link);
  await expect(reviewer.locator('[data-preview-bar]')).toContainText('홈 미리 보기');
  await expect(reviewer.locator('#home-title')).toContainText(headline);
  await expectNoCspViolations(reviewer, csp, link);
  await guest.close();
  await page.goto('/');
  await expect(page.locator('#home-title')).not.toContainText(headline);

  // The draft is discarded, so no later run or test meets it.
  const login = await page.request.post('/api/admin/auth/login', {
    data: { email: STAFF.editor, password: STAFF_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const drafts = await (
    await page.request.get('/api/admin/drafts?kind=home&recordId=home', { headers })
  ).json();
  for (const d of drafts.items.filter(
    (x: { patch: { headlineKo?: string } }) => x.patch.headlineKo === headline,
  ))
    expect((await page.request.delete(`/api/admin/drafts/${d.id}`, { headers })).status()).toBe(200);
});
