import type { Page } from '@playwright/test';
import { publicRoutes } from '../../src/config/routes';
import { expectPageContent, PAGES, url } from './content-pages';
import { expectMenuOpens, expectNoCspViolations, expectStrictPolicy, watchCsp } from './csp-checks';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, isMobileProject, test } from './fixtures';
import { expectPicturesSharpAtTwice } from './picture-sizes';

/** routes.spec.ts visits every public route (content and axe); this file covers the year pages besides. */
const publicPaths = new Set(publicRoutes.map((r) => r.path));

/** Pages the auto-scroll would move under axe: let it finish or skip it. */
async function open(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return res;
}

test.describe('content pages routes.spec does not visit render in both languages', () => {
  // routes.spec.ts checks the content of every public route in the same visit as its axe run, and
  // so does this of the others: content, axe, width, picture sizes and the Content-Security-Policy.
  for (const p of PAGES.filter((entry) => !publicPaths.has(entry.path))) {
    for (const locale of ['ko', 'en'] as const) {
      test(`${url(p.path, locale)}`, async ({ page }) => {
        const path = url(p.path, locale);
        const csp = await watchCsp(page);
        await expectStrictPolicy(await open(page, path), path);
        await expectPageContent(page, p, locale);
        await expectNoAxeViolations(page);
        await expectNoSidewaysScroll(page);
        await expectPicturesSharpAtTwice(page);
        await expectMenuOpens(page);
        await expectNoCspViolations(page, csp, path);
      });
    }
  }
});

test('the home hero is dark (header black mode) and the floors are the promoted edition’s', {
  tag: '@once',
}, async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('#main [data-header-theme]').first()).toHaveAttribute(
    'data-header-theme',
    'dark',
  );
  await expect(page.locator('[data-floor]')).toHaveCount(3);
  // The running demo edition (EP.05), not last year's persona floors.
  await expect(page.getByText('#웰컴')).toBeVisible();
  // Each edition keeps its own floors on its exhibition page.
  // …in the page's language (the sixth review read English tags on the Korean EP.04 page).
  await open(page, '/archive/2025/popupep4');
  await expect(page.getByText('#사진')).toBeVisible();
  await expect(page.getByText('#Photo')).toHaveCount(0);
  await open(page, '/archive/2023/popupep2');
  await expect(page.getByText('#패턴디자이너')).toBeVisible();
});

// The sixth review read "최신 디자인 테마 · 2025" under a 2026 edition, the seventh "EP.05 전시의 디자인
// 테마" beside an EP.05 page that shows three years: the kicker names the section, the title the year.
test('the home names its design theme by its year under the section’s name, claiming nothing else', {
  tag: '@once',
}, async ({ page }) => {
  await open(page, '/');
  const themes = page.locator('section[aria-labelledby="themes-title"]');
  await expect(themes.getByRole('heading', { level: 2 })).toHaveText('2025 디자인 테마 · SY(E)NERGY');
  // EP.05 runs in 2026 and the newest theme is 2025's: the band says the next one is still to come
  await expect(themes.getByTestId('next-theme')).toHaveText(
    '2026 디자인 테마는 발표되는 대로 이곳에서 가장 먼저 소개합니다.',
  );
  await expect(themes.getByText('디자인 트렌드', { exact: true })).toBeVisible();
  await expect(themes.getByText('EP.05 전시의 디자인 테마')).toHaveCount(0);
  await expect(themes.getByText('최신 디자인 테마')).toHaveCount(0);
});

test.describe('trend archive', () => {
  // @once (playwright.config.ts): counts, order and links, the same at every width.
  test('24 entries: 22 year cards newest first and the two placeholders pointing to their published themes', {
    tag: '@once',
  }, async ({ page }) => {
    await open(page, '/archive');
    // The studio test adds and removes a later year meanwhile (studio-years.spec.ts): the seed's
    // 2001–2025 are counted.
    const seeded = await page
      .locator('[data-archive-year]')
      .evaluateAll((els) =>
        els.map((e) => Number(e.getAttribute('data-archive-year'))).filter((y) => y <= 2025),
      );
    expect(seeded).toHaveLength(25);
    const coming = page.locator('[data-coming]');
    // Every design theme year, 2025 included (issue 50: the home promoted 2025, the archive had none),
    // under 2026, whose exhibition runs before its theme is out (the eleventh review: EP.05 lives at
    // /archive/2026/… and the archive had no 2026)
    await expect(coming).toHaveCount(4);
    await expect(coming.first()).toHaveAttribute('data-coming', 'edition');
    await expect(coming.first().getByRole('link')).toHaveAttribute('href', '/archive/2026/popupep5');
    await expect(coming.first()).toContainText('EP.05 세 해의 표면');
    // The others' design themes exist, so each placeholder links there instead of "being prepared".
    for (const href of await coming
      .locator('a')
      .evaluateAll((as) => as.slice(1).map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/\/archive\/\d{4}\/designtheme$/);
    const years = await page
      .locator('[data-archive-id]:not([data-coming]) a')
      .evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')?.split('/').pop())));
    expect(years.filter((y) => y <= 2025)).toHaveLength(22);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  test('the home and the archive name the span of the records, not a year written into their words', {
    tag: '@once',
  }, async ({ page }) => {
    await open(page, '/archive');
    const years = await page
      .locator('[data-archive-year]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-archive-year'))));
    const first = Math.min(...years);
    // the latest year is the newest card or design-theme note (a studio test may add a later one meanwhile)
    await expect(
      page.getByText(new RegExp(`^${first}년부터 \\d{4}년까지의 디자인 트렌드와 전시`)),
    ).toBeVisible();
    expect(Math.max(...years)).toBeGreaterThanOrEqual(2025);
    await open(page, '/');
    await expect(page.locator('#archive-title')).toHaveText(`${first}년부터 이어 온 기록`);
    await open(page, '/en/archive');
    await expect(
      page.getByText(new RegExp(`^Our design trends and exhibitions from ${first} to \\d{4},`)),
    ).toBeVisible();
  });

  test('cards share the row evenly: two per row on a phone, three on a wide screen, none left alone', async ({
    page,
  }, info) => {
    await open(page, '/archive');
    // An auto-sized grid track once squeezed a year card to a sliver; one column on a phone made the
    // archive 10,200 px long (the ninth review).
    const cards = page.locator('[data-archive-id]:not([data-coming])');
    const boxes = await cards.evaluateAll((all) =>
      all.map((c) => ({ top: Math.round(c.getBoundingClientRect().top), width: c.clientWidth })),
    );
    const columns = isMobileProject(info.project.name) ? 2 : 3;
    // When the cards do not fill whole rows the newest year leads across the first row, its picture
    // beside its text (the thirteenth review read the first year alone across the last row as a
    // patch); the rest fill whole rows, the last one too.
    const featured = boxes.length % columns === 1;
    const rest = featured ? boxes.slice(1) : boxes;
    const perRow = rest.filter((b) => b.top === rest[0].top).length;
    expect(perRow).toBe(columns);
    for (const b of rest.slice(0, 4)) expect(Math.abs(b.width - rest[0].width)).toBeLessThanOrEqual(1);
    const last = boxes[boxes.length - 1];
    expect(Math.abs(last.width - rest[0].width)).toBeLessThanOrEqual(1);
    expect(rest.filter((b) => b.top === last.top).length).toBe(columns);
    if (featured) {
      expect(boxes[0].width).toBeGreaterThan(rest[0].width * 1.9);
      expect(rest[0].top).toBeGreaterThan(boxes[0].top);
      const [picture, title] = await Promise.all([
        cards.first().locator('img').boundingBox(),
        cards.first().locator('a > span').last().boundingBox(),
      ]);
      expect((title?.x ?? 0) + 1).toBeGreaterThanOrEqual((picture?.x ?? 0) + (picture?.width ?? 0));
    }
  });

  test('the "coming" years are quiet notes under the introduction, and the first year card is in the first screen', async ({
    page,
  }) => {
    await open(page, '/archive');
    const intro = await page.locator('h1 ~ p').first().boundingBox();
    const coming = page.locator('[data-coming]');
    for (const box of await coming.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(box.top).toBeGreaterThan((intro?.y ?? 0) + (intro?.height ?? 0));
      expect(box.height).toBeLessThan(100);
    }
    // the first year's picture shows in the first screen, a good part of it above the fold (with
    // 2026's exhibition heading the notes, its top is at about four fifths of the screen)
    const firstYear = page.locator('[data-archive-id]:not([data-coming]) img').first();
    const viewport = page.viewportSize()?.height ?? 0;
    const top = await firstYear.evaluate((i) => i.getBoundingClientRect().top);
    expect(top).toBeLessThan(viewport - 120);
  });

  test('the year index jumps to a year’s card, below the header', async ({ page }) => {
    // The seventh review: on a phone the archive was one 10,000 px column with no way to a year.
    await open(page, '/archive');
    const index = page.getByRole('navigation', { name: '연도 바로가기' });
    await expect(index.getByRole('link')).toHaveCount(22);
    await index.getByRole('link', { name: '2005', exact: true }).click();
    await expect(page).toHaveURL(/#year-2005$/);
    const card = page.locator('#year-2005');
    await expect(card).toBeInViewport();
    const header = await page.locator('#site-header').boundingBox();
    const top = await card.evaluate((c) => c.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  });

  test('a year links to its previous and next years', { tag: '@once' }, async ({ page }) => {
    await open(page, '/archive');
    await page.locator('a[href$="/archive/2010"]').click();
    await expect(page).toHaveURL(/\/archive\/2010$/);
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/archive\/2011$/);
    await expect(page.getByText('오래된 것이 새로워지는 방법')).toBeVisible();
    await page.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(/\/archive\/2010$/);
    await open(page, '/archive/2001');
    await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
    // The newest archive year leads on to the first design theme after it (the fourth review).
    await open(page, '/en/archive/2022');
    await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/en/archive/2023/designtheme');
    await expect(page.locator('a[rel="next"]')).toContainText('Next design theme');
    await expect(page.locator('a[rel="next"]')).toContainText('2023 · SOFTWHERE');
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/en/archive/2021');
  });

  test('mobile images below 768 px, web images above; one text at every width', async ({ page }, info) => {
    await open(page, '/archive/2012');
    const hero = page.locator('[data-archive-year] img').first();
    await expect
      .poll(() => hero.evaluate((i: HTMLImageElement) => i.currentSrc))
      .toMatch(isMobileProject(info.project.name) ? /-mob\.(avif|webp)$/ : /-web(-\d+)?\.(avif|webp)$/);
    // Issue 50: a phone read one sentence and a desktop another (the review of 2026-12-02); the
    // record's one text is on both, and the phone's own wording is gone.
    const text = '오일로 마감한 밝은 오크는 하얀 벽과 어울리면서도 차갑지 않은 바닥을 만들었습니다.';
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText('밝은 오크가 하얀 벽과 따뜻하게 어울렸습니다.', { exact: true })).toHaveCount(
      0,
    );
  });
});

test.describe('design themes', () => {
  test('2023 anchors land on their section', async ({ page }) => {
    await open(page, '/archive/2023/designtheme#theme2');
    await expect(page.locator('#theme2')).toBeInViewport();
    await page.locator('a[href="#theme3"]').click();
    await expect(page.locator('#theme3')).toBeInViewport();
    // the title lettering is inline SVG (issue 18); the heading keeps the word as its accessible name
    await expect(page.locator('#theme3').getByRole('heading', { name: 'WHITE NIGHT' })).toBeVisible();
    await page.goto('/en/archive/2023/designtheme#theme1');
    await expect(page.locator('#theme1')).toBeInViewport();
  });

  test('2023 films load only after the facade is pressed', { tag: '@once' }, async ({ page }) => {
    await open(page, '/archive/2023/designtheme');
    const facade = page.locator('#theme1 [data-video-facade]');
    await expect(page.locator('[data-video-playing]')).toHaveCount(0);
    await facade.click();
    await expect(page.locator('#theme1 [data-video-playing] img')).toBeVisible();
  });

  // Issue 50: the page scrolled by itself on load towards a seminar that had ended (27 px down at
  // 1440, 94 px at 390, the header half hidden, when a reader looked). It scrolls only while its
  // seminar is to come (decision 054; the rule is unit-tested in design-theme-view.test.ts); the
  // demo's 2025 seminar ran on 2025-04-16, so the page stays where it opened, at every width.
  test('the 2025 page, its seminar over, stays at the top with its header in view', async ({ page }) => {
    await page.goto('/archive/2025/designtheme');
    const seminar = page.locator('#online-seminar');
    await expect(seminar.locator('[data-seminar-ended]')).toBeVisible();
    await expect(seminar).not.toHaveAttribute('data-autoscroll');
    await page.waitForTimeout(3500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#site-header')).toBeInViewport({ ratio: 1 });
  });

  // The archive's note offers a theme "and its exhibitions" (the sixth review found no exhibition on
  // the theme pages): each theme page lists the editions whose theme year it is, from their records.
  test('a theme page lists the exhibitions that showed it, each linking to its page', {
    tag: '@once',
  }, async ({ page }) => {
    await open(page, '/archive/2025/designtheme');
    const shows = page.locator('section[aria-labelledby="theme-exhibitions-title"]');
    await expect(shows.getByRole('heading', { level: 2 })).toHaveText('2025 테마를 보여 준 전시');
    await expect(shows.getByRole('link')).toHaveCount(2);
    const ep4 = shows.getByRole('link', { name: /EP\.04/ });
    await expect(ep4).toHaveAttribute('href', '/archive/2025/popupep4');
    await expect(ep4).toContainText('종료');
    const ep5 = shows.getByRole('link', { name: /EP\.05/ });
    await expect(ep5).toHaveAttribute('href', '/archive/2026/popupep5');
    await expect(ep5).toContainText('진행 중');
    // EP.05 shows three years' themes: its card says so in the show's own subtitle (the seventh review)
    await expect(ep5).toContainText('SOFTWHERE, ME:nimal, SY(E)NERGY를 한 건물에서');
    // and the years it also lays out list it beside their own shows (the ninth review: only 2025's did)
    await open(page, '/en/archive/2024/designtheme');
    const shows2024 = page.locator('section[aria-labelledby="theme-exhibitions-title"]');
    await expect(shows2024.getByRole('link')).toHaveCount(2);
    await expect(shows2024.getByRole('link', { name: /EP\.03/ })).toHaveAttribute(
      'href',
      '/en/archive/2024/popupep3',
    );
    await expect(shows2024.getByRole('link', { name: /EP\.05/ })).toHaveAttribute(
      'href',
      '/en/archive/2026/popupep5',
    );
    await open(page, '/archive/2023/designtheme');
    const shows2023 = page.locator('section[aria-labelledby="theme-exhibitions-title"]');
    await expect(shows2023.getByRole('link')).toHaveCount(3);
    await expect(shows2023.getByRole('link', { name: /EP\.05/ })).toHaveAttribute(
      'href',
      '/archive/2026/popupep5',
    );
  });

  test('theme heroes set the header colour: boost and cosmos dark, ooparts light', { tag: '@once' }, async ({
    page,
  }) => {
    for (const [theme, tone] of [
      ['boost', 'dark'],
      ['cosmos', 'dark'],
      ['ooparts', 'light'],
    ] as const) {
      await open(page, `/2025/main/${theme}`);
      await expect(page.locator('#main [data-header-theme]').first()).toHaveAttribute(
        'data-header-theme',
        tone,
      );
    }
  });
});

test.describe('exhibitions', () => {
  test('a long exhibition or lookbook page lists its parts under its introduction, each landing below the header', async ({
    page,
  }) => {
    // The thirteenth review: EP.05, EP.02 and the lookbook run about 8,000 px on a phone with no jump links.
    await open(page, '/archive/2023/popupep2');
    const parts = page.getByRole('navigation', { name: '이 페이지에서' });
    await expect(parts.getByRole('link')).toHaveText([
      '층별 안내',
      '프로그램',
      '지난 전시 정보',
      'EP.02 갤러리',
    ]);
    await parts.getByRole('link', { name: 'EP.02 갤러리' }).click();
    await expect(page).toHaveURL(/#gallery-title$/);
    const heading = page.locator('#gallery-title');
    await expect(heading).toBeInViewport();
    const header = await page.locator('#site-header').boundingBox();
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);

    await open(page, '/archive/2025/lookbook');
    const looks = page.getByRole('navigation', { name: '이 페이지에서' }).getByRole('link');
    await expect(looks).toHaveCount(7);
    await expect(looks.first()).toHaveText(/^01 /);
    await looks.nth(5).click();
    await expect(page.locator('[data-look]').nth(5)).toBeInViewport();
  });

  test('EP.02 gallery: 21 captions, lightbox with keyboard navigation, Escape closes', {
    tag: '@once',
  }, async ({ page }) => {
    await open(page, '/archive/2023/popupep2');
    const gallery = page.locator('[data-gallery]');
    await expect(gallery.locator('figcaption')).toHaveCount(21);
    // renders, called scenes, not photographs; and the gallery is the show's one record of its
    // rooms, with no strip of the same rooms above it (the fifth review)
    await expect(gallery.getByText('전시의 층과 방을 담은 장면 21개입니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: '전시 현장' })).toHaveCount(0);
    const first = gallery.locator('[data-gallery-index="0"]');
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 / 21');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('2 / 21');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('21 / 21');
    await page.keyboard.press('Home');
    await expect(dialog).toContainText('1 / 21');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // the focus ring in the viewer's paper white on its black, not the page's blue (the eighth review)
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineColor)).toBe(
      'rgb(244, 241, 234)',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    // Arrow keys move between thumbnails.
    await page.keyboard.press('ArrowRight');
    await expect(gallery.locator('[data-gallery-index="1"]')).toBeFocused();
  });

  test('EP.02 lightbox changes photo on swipe', async ({ page }, info) => {
    await open(page, '/archive/2023/popupep2');
    await page.locator('[data-gallery-index="3"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('4 / 21');
    // on a touch screen (the phone project's), a cue that a swipe turns the pictures; with a mouse,
    // the buttons alone (the tenth review found no cue on a phone)
    const cue = dialog.getByText('옆으로 밀어 다음 장면 보기');
    if (isMobileProject(info.project.name)) await expect(cue).toBeVisible();
    else await expect(cue).toBeHidden();
    const box = await dialog.locator('figure img').boundingBox();
    if (!box) throw new Error('no image');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toContainText('5 / 21');
  });

  test('the other exhibitions are cards with their pictures and dates', { tag: '@once' }, async ({
    page,
  }) => {
    // the tenth review read them as a row of bare text pills
    await open(page, '/archive/2023/popupep2');
    const others = page.getByRole('navigation', { name: '다른 전시 보기' }).getByRole('link');
    await expect(others).toHaveCount(4);
    const ep5 = others.filter({ hasText: 'EP.05' });
    // EP.05 opened six days before the day the demo was seeded (EP5_FIRST_DAY, seed-ep5.ts): a date
    // written here as a fixed day passed its test one day only
    const opened = new Date(Date.now() + 9 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    await expect(ep5).toContainText(opened);
    await expect(ep5).toHaveAttribute('href', '/archive/2026/popupep5');
    // the running show says so among the ended ones (the eleventh review), and only it
    await expect(ep5.locator('[data-status="running"]')).toHaveText('진행 중');
    await expect(others.locator('[data-status]')).toHaveCount(1);
    for (const card of await others.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
    }
    // a show with a gallery says so on its card, the way to find it (the fourteenth review looked for
    // an exhibition gallery and did not reach EP.02's)
    await expect(others.locator('[data-gallery-count]')).toHaveCount(0);
    await open(page, '/archive/2026/popupep5');
    const fromEp5 = page.getByRole('navigation', { name: '다른 전시 보기' }).getByRole('link');
    await expect(fromEp5.locator('[data-gallery-count]')).toHaveCount(1);
    await expect(fromEp5.filter({ hasText: 'EP.02' })).toContainText('갤러리 · 장면 21개');
    // ... and on a phone beside the small picture with the card's other lines (it fell under the
    // picture: the fifteenth review)
    await page.setViewportSize({ width: 390, height: 844 });
    const ep2 = fromEp5.filter({ hasText: 'EP.02' });
    await ep2.scrollIntoViewIfNeeded();
    const picture = await ep2.locator('img').boundingBox();
    const count = await ep2.locator('[data-gallery-count]').boundingBox();
    if (!picture || !count) throw new Error('EP.02 card laid out');
    expect(count.x).toBeGreaterThanOrEqual(picture.x + picture.width);
    expect(count.y).toBeLessThan(picture.y + picture.height);
  });

  test('visit rules, docent tour and attendance notes are where a visit is planned', {
    tag: '@once',
  }, async ({ page }) => {
    // The running edition's page (its address follows its dates, so it is reached from the home).
    await open(page, '/');
    await page.getByRole('link', { name: 'EP.05 전시 보기' }).click();
    await expect(page.locator('[data-exhibition="popupep5"]')).toBeVisible();
    const rules = page.locator('[data-visit-rules] [data-rule]');
    await expect(rules).toHaveCount(5);
    for (const text of ['주차 불가', '짐 보관 불가', '신분 확인', '굿즈 비매품', '사진 촬영 환영'])
      await expect(page.locator('#visit').getByText(text)).toBeVisible();
    await expect(page.locator('#visit')).toContainText(
      '도슨트 투어를 신청하면 관람 신청도 자동으로 함께 완료됩니다.',
    );
    await expect(page.locator('#visit')).toContainText('관람 기념품 증정이 제한될 수 있습니다');
    await expect(page.locator('[data-programme]')).toHaveCount(6);
    await expect(page.locator('[data-programme="docent"]')).toContainText('약 30분');
  });
});

test.describe('exhibition heroes', () => {
  // Issue 28: on a phone a 390 × 743 box cut the middle 60 % out of the 4:5 phone framing.
  test('on a phone the framing shows whole with the title under it; on a wide screen the title is over the picture', async ({
    page,
  }, info) => {
    const mobile = isMobileProject(info.project.name);
    for (const path of ['/archive/2023/popupep1', '/archive/2025/popupep4']) {
      await open(page, path);
      const hero = page.locator('section[aria-labelledby="exhibition-title"]');
      const img = hero.locator('picture img');
      await expect(img).toHaveJSProperty('complete', true);
      const [heroBox, imgBox, titleBox, header] = await Promise.all([
        hero.boundingBox(),
        img.boundingBox(),
        page.locator('#exhibition-title').boundingBox(),
        page.locator('#site-header').boundingBox(),
      ]);
      if (!heroBox || !imgBox || !titleBox || !header) throw new Error(`${path}: hero not laid out`);
      if (mobile) {
        expect(imgBox.width).toBeCloseTo(390, 0);
        // The phone picture's own 4:5 shape: nothing of it cut.
        expect(imgBox.height / imgBox.width).toBeCloseTo(900 / 720, 2);
        expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(
          /-mob(-\d+)?\.(avif|webp)$/,
        );
        // Right below the header's place at the top of the page (the header itself may be sliding
        // in), and the title below the picture, not over it.
        expect(await page.evaluate(() => scrollY)).toBe(0);
        expect(imgBox.y).toBeCloseTo(header.height, 0);
        expect(titleBox.y).toBeGreaterThanOrEqual(imgBox.y + imgBox.height);
      } else {
        expect(imgBox.width).toBeCloseTo(heroBox.width, 0);
        expect(imgBox.height).toBeCloseTo(heroBox.height, 0);
        expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(imgBox.y + imgBox.height);
      }
    }
  });
});

test.describe('FAQ', () => {
  test('category filter', { tag: '@once' }, async ({ page }) => {
    await open(page, '/faq');
    const all = await page.locator('[data-faq-category]').count();
    // each category's name shows once, over its first question (the thirteenth review: the same tag
    // over every question was noise); a screen reader hears it with each question
    const shown = await page
      .locator('[data-faq-category] h2 button > span:first-child')
      .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().width > 1).map((e) => e.textContent));
    expect(shown).toEqual([...new Set(shown)]);
    expect(shown.length).toBe(await page.locator('[data-group-start]').count());
    await expect(page.getByRole('button', { name: /^전시 관람\s*주차할 수 있나요\?/ })).toBeVisible();
    await page.getByRole('button', { name: '회원', exact: true }).click();
    const cats = await page
      .locator('[data-faq-category]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-faq-category')));
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.length).toBeLessThan(all);
    expect(new Set(cats)).toEqual(new Set(['member']));
    await page.getByRole('button', { name: '전체', exact: true }).click();
    await expect(page.locator('[data-faq-category]')).toHaveCount(all);
  });

  test('keyboard accordion with aria-expanded and a region', { tag: '@once' }, async ({ page }) => {
    await open(page, '/en/faq');
    const q = page.getByRole('button', { name: /How long is the docent tour/ });
    await q.focus();
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    const region = page.getByRole('region', { name: /How long is the docent tour/ });
    await expect(region).toBeVisible();
    await expect(region).toContainText('About 30 minutes');
    await page.keyboard.press('Space');
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
  });

  test('a hash deep-links to a question', async ({ page }) => {
    await open(page, '/faq#withdrawal');
    const q = page.locator('#withdrawal-button');
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(q).toBeInViewport();
  });
});
