import type { Page } from '@playwright/test';
import { expect, isMobileProject, test } from './fixtures';

/** Issue 18: the type scale (defect 10), the home hero and floors (defect 8), the lookbook (defect 7). */

const px = (v: string) => Number.parseFloat(v);

test('type scale: body 16 px on a phone, 18 px on a wide screen; headings step up from there', async ({
  page,
}, info) => {
  await page.goto('/archive/2012');
  const sizes = await page.evaluate(() => {
    const fs = (el: Element | null) => (el ? getComputedStyle(el).fontSize : '0');
    const body = getComputedStyle(document.body);
    return {
      body: body.fontSize,
      lineHeight: body.lineHeight,
      wordBreak: body.wordBreak,
      h1: fs(document.querySelector('h1')),
      h2: fs(document.querySelector('#main h2')),
    };
  });
  const mobile = isMobileProject(info.project.name);
  expect(px(sizes.body)).toBeCloseTo(mobile ? 16 : 18, 1);
  // Korean running text: generous leading and line breaks between words only.
  expect(px(sizes.lineHeight) / px(sizes.body)).toBeCloseTo(1.7, 1);
  expect(sizes.wordBreak).toBe('keep-all');
  expect(px(sizes.h1)).toBeCloseTo(mobile ? 30 : 44, 1);
  expect(px(sizes.h2)).toBeGreaterThan(px(sizes.body));
  expect(px(sizes.h2)).toBeLessThanOrEqual(px(sizes.h1));
});

test('home: the headline never sits over the hero picture, which uses its phone crop below 768 px', async ({
  page,
}, info) => {
  await page.goto('/');
  const img = page.locator('[data-header-theme="dark"] img').first();
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc))
    .toMatch(isMobileProject(info.project.name) ? /hero-mob\.(avif|webp)$/ : /hero-web(-\d+)?\.(avif|webp)$/);
  const [picture, title] = await Promise.all([img.boundingBox(), page.locator('h1').boundingBox()]);
  if (!picture || !title) throw new Error('hero not rendered');
  const overlapX = Math.min(picture.x + picture.width, title.x + title.width) - Math.max(picture.x, title.x);
  const overlapY =
    Math.min(picture.y + picture.height, title.y + title.height) - Math.max(picture.y, title.y);
  expect(overlapX <= 0 || overlapY <= 0, 'headline and picture overlap').toBe(true);
  // The headline is in the first screen.
  expect(title.y + title.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  // The picture starts where the header ends, with no dark band between them (the fifth review: a
  // band the header's height, 58 px on a phone and 100 px on a wide screen).
  // NOTE: the header's laid-out height, not its box: the box slides in as the header reveals, and
  // measured mid-slide it left a band of 79 px that is not there.
  const headerHeight = await page.locator('#site-header').evaluate((el) => (el as HTMLElement).offsetHeight);
  const top = await img.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(Math.abs(top - headerHeight), 'band above the picture').toBeLessThanOrEqual(1);
});

test('home: each floor is an editorial block with its number, title, text and a photo-size picture', async ({
  page,
}, info) => {
  // both languages: in English 2F's title wraps where 1F's and 3F's do not (the fifteenth review)
  for (const home of ['/', '/en']) {
    await page.goto(home);
    const floors = page.locator('[data-floor]');
    await expect(floors).toHaveCount(3);
    const boxes = await floors.evaluateAll((els) =>
      els.map((el) => {
        const img = el.querySelector('img') as HTMLImageElement;
        const r = img.getBoundingClientRect();
        const num = el.querySelector('p[class*="key"]') as HTMLElement;
        return {
          top: el.getBoundingClientRect().top,
          height: el.getBoundingClientRect().height,
          ratio: r.width / r.height,
          imgWidth: r.width,
          number: Number.parseFloat(getComputedStyle(num).fontSize),
          numberFoot: Math.round(num.getBoundingClientRect().bottom),
          tagTop: Math.round(
            (el.querySelector('p[class*="tag"]') as HTMLElement).getBoundingClientRect().top,
          ),
          title: el.querySelector('h3')?.textContent ?? '',
        };
      }),
    );
    for (const b of boxes) {
      expect(b.ratio).toBeCloseTo(4 / 3, 1);
      expect(b.number).toBeGreaterThanOrEqual(56);
      expect(b.title.length).toBeGreaterThan(0);
    }
    if (isMobileProject(info.project.name)) {
      // one under the other, each no taller than a screen and a half
      for (const b of boxes) expect(b.height).toBeLessThan(1.5 * 844);
    } else {
      // side by side: one row, no panel taller than the viewport
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      for (const b of boxes) expect(b.height).toBeLessThan(900);
      // the numerals on one line and the tags on one line, whichever title wraps (the seventh and
      // eighth reviews)
      expect(new Set(boxes.map((b) => b.numberFoot)).size).toBe(1);
      expect(new Set(boxes.map((b) => b.tagTop)).size).toBe(1);
    }
  }
});

test('lookbook: portrait scenes to the page edge with large captions, and an index of the materials linking to the looks', async ({
  page,
}, info) => {
  await page.goto('/archive/2025/lookbook');
  const vw = page.viewportSize()?.width ?? 0;
  const looks = page.locator('[data-look]');
  const n = await looks.count();
  expect(n).toBeGreaterThanOrEqual(4);
  const scenes = await looks.evaluateAll((els) =>
    els.map((el) => {
      const r = (el.querySelector('img') as HTMLImageElement).getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        width: r.width,
        height: r.height,
        title: Number.parseFloat(getComputedStyle(el.querySelector('h2') as Element).fontSize),
        desc: Number.parseFloat(getComputedStyle(el.querySelector('h2 + p') as Element).fontSize),
      };
    }),
  );
  for (const s of scenes) {
    // each scene runs to one edge of the page (full width on a phone)
    expect(Math.min(s.left, vw - s.right)).toBeLessThanOrEqual(1);
    // ...as a portrait, as it was rendered: a wide box cut the lounge to a sofa's foot and the bath
    // to half its tub (the eleventh review)
    expect(s.width).toBeGreaterThanOrEqual(isMobileProject(info.project.name) ? vw - 1 : vw * 0.4);
    expect(s.height / s.width).toBeGreaterThanOrEqual(1.2);
    expect(s.title).toBeGreaterThanOrEqual(30);
    expect(s.desc).toBeGreaterThanOrEqual(18);
  }
  const index = page.locator('[data-material-index] tbody tr');
  expect(await index.count()).toBeGreaterThanOrEqual(n);
  // each material with its sample and what a specifier asks next: code, kind, finish
  await expect(index.locator('th img')).toHaveCount(await index.count());
  for (const text of await index.locator('th').allTextContents())
    expect(text).toMatch(/[A-Z]{2}-[0-9A-Z]+ · \S.* · \S/);
  // every look is linked from the index, every material of a look links to its index row
  const targets = await page
    .locator('[data-material-index] tbody a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const ids = await looks.evaluateAll((els) => els.map((el) => `#${el.id}`));
  expect(new Set(targets)).toEqual(new Set(ids));
  const chip = looks.first().locator('ul a').first();
  const name = (await chip.textContent()) ?? '';
  await chip.click();
  const row = page.locator('[data-material-index] tbody tr:target');
  await expect(row.locator('th [data-material-name]')).toHaveText(name);
  await row.locator('a').first().click();
  await expect(page.locator('[data-look]:target')).toBeInViewport();
});

test('picture grids end on a full row, and the pictures of a row share one height (EP.02 gallery, 2023 themes)', async ({
  page,
}, info) => {
  // docs/screenshots.md: 22 photos in rows of four left two alone at the end; 7 pictures in rows of two one.
  for (const path of ['/archive/2023/popupep2', '/archive/2023/designtheme']) {
    await page.goto(path);
    const grids = await page.locator('ul.tile-grid').evaluateAll((uls) =>
      uls.map((ul) => {
        const box = ul.getBoundingClientRect();
        const rows = new Map<number, { right: number; height: number }[]>();
        for (const li of Array.from(ul.children)) {
          const r = (li.querySelector('img') as HTMLImageElement).getBoundingClientRect();
          const top = Math.round(li.getBoundingClientRect().top);
          rows.set(top, [...(rows.get(top) ?? []), { right: r.right - box.left, height: r.height }]);
        }
        const last = [...rows.entries()].sort((a, b) => a[0] - b[0]).at(-1)?.[1] ?? [];
        return {
          width: box.width,
          perRow: [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row.length),
          lastRowRight: Math.max(...last.map((c) => c.right)),
          heightSpread: [...rows.values()].map(
            (row) => Math.max(...row.map((c) => c.height)) - Math.min(...row.map((c) => c.height)),
          ),
        };
      }),
    );
    expect(grids.length, path).toBeGreaterThan(0);
    // EP.02's 21 pictures: seven rows of three, the same columns from top to bottom
    if (path === '/archive/2023/popupep2' && !isMobileProject(info.project.name))
      expect(grids.find((g) => g.perRow.reduce((a, b) => a + b, 0) === 21)?.perRow).toEqual(Array(7).fill(3));
    for (const g of grids) {
      expect(
        Math.abs(g.lastRowRight - g.width),
        `${path}: last row short of the grid's edge`,
      ).toBeLessThanOrEqual(1);
      for (const spread of g.heightSpread) expect(spread).toBeLessThanOrEqual(1);
    }
  }
});

test('design theme: each theme picture keeps its width on either side of the text', async ({ page }) => {
  await page.goto('/archive/2025/designtheme');
  const widths = await page
    .locator('[class*="themeImage"] img')
    .evaluateAll((imgs) => imgs.map((i) => Math.round(i.getBoundingClientRect().width)));
  expect(widths).toHaveLength(3);
  for (const w of widths) expect(Math.abs(w - widths[0])).toBeLessThanOrEqual(1);
});

test('design theme: the year’s colours under its name are the ones its theme stories list', async ({
  page,
}) => {
  await page.goto('/archive/2025/designtheme');
  const rows = page.locator('[data-palette]');
  await expect(rows).toHaveCount(3);
  const chips = (row: ReturnType<typeof page.locator>) =>
    row.locator('li').evaluateAll((lis) => lis.map((li) => getComputedStyle(li).backgroundColor));
  const boost = await chips(page.locator('[data-palette="boost"]'));
  expect(boost.length).toBeGreaterThanOrEqual(4);
  await expect(page.locator('[data-palette="boost"]')).toContainText('Boost');
  // each chip names its colour to a screen reader, as the story page's swatch does
  const names = await page.locator('[data-palette="boost"] li').allTextContents();
  await page.goto('/2025/main/boost');
  const story = page.locator('[data-theme-story="boost"]');
  for (const name of names) await expect(story).toContainText(name.trim());
  const hexes = (await story.locator('[class*="swatchHex"]').allTextContents()).map((h) => {
    const n = Number.parseInt(h.trim().slice(1), 16);
    return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
  });
  expect(boost).toEqual(hexes);
});

test('home: the headline keeps its two lines beside the picture, in both languages @desktop', async ({
  page,
}) => {
  for (const path of ['/', '/en']) {
    await page.goto(path);
    const lines = await page
      .locator('h1')
      .evaluate((h) => h.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h).lineHeight));
    expect(Math.round(lines), path).toBe(2);
  }
});

test('the breadcrumb is one line inside the column at every width; the current page gives way', async ({
  page,
}, info) => {
  // One line whatever the font: a trail that wrapped in the site font but not in the fallback moved
  // the page when the font arrived (CLS 0.27 here at 412 px). "홈" hangs into the margin so its word
  // lines up with the title; everything after it stays inside the column.
  await page.goto('/archive/collectionDetail');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  const title = await page.locator('h1').boundingBox();
  const items = await page.locator('#main ol li').evaluateAll((lis) =>
    lis
      .map((li) => li.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ left: r.left, right: r.right, top: r.top })),
  );
  // 홈 › 디자인 트렌드 › 컬렉션 상세: the Collection sits under 디자인 트렌드, as in the menu (issue 50),
  // by the menu's name (the tenth review: the menu said one name, the page another); on a phone the
  // section's name, a label with no page, leaves the line to the links and the page (the eleventh
  // review read an English trail as "… › B…")
  await expect(page.locator('#main ol li').nth(1)).toHaveText('디자인 트렌드');
  expect(items).toHaveLength(isMobileProject(info.project.name) ? 2 : 3);
  expect(new Set(items.map((i) => Math.round(i.top))).size).toBe(1);
  for (const item of items.slice(1)) expect(item.left).toBeGreaterThanOrEqual((title?.x ?? 0) - 0.5);
  expect(items.at(-1)?.right ?? 0).toBeLessThanOrEqual((title?.x ?? 0) + (title?.width ?? 0) + 0.5);
  await expect(page.locator('#main ol li').last()).toHaveText('컬렉션 상세');
  // a short current page shows whole however long its parents are (the English Boost page's trail
  // ended "… › B…" at 390)
  await page.goto('/en/2025/main/boost');
  const current = page.locator('#main ol li').last().locator('span');
  await expect(current).toHaveText('Boost');
  expect(await current.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('collection: the specs of a row of cards line up whatever the description’s length @desktop', async ({
  page,
}) => {
  await page.goto('/archive/collectionDetail');
  const tops = await page
    .locator('#main dl')
    .evaluateAll((dls) => dls.slice(0, 3).map((dl) => Math.round(dl.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

test('theme story: every material card opens with a picture of its finish, edge to edge above its name', async ({
  page,
}, info) => {
  await page.goto('/2024/main/ore');
  const cards = page.locator('#materials-title ~ ul > li');
  await expect(cards).toHaveCount(3);
  for (const [i, card] of (await cards.all()).entries()) {
    const img = card.locator('img');
    await img.scrollIntoViewIfNeeded();
    // the finish's own sample shot, at the variant the card's width asks for
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc))
      .toMatch(new RegExp(`/images/themes/ore-finish-${i + 1}(-400)?\\.(avif|webp)$`));
    await expect(img).toHaveAttribute('alt', '');
    const [box, picture, name] = await Promise.all([
      card.boundingBox(),
      img.boundingBox(),
      card.getByRole('heading', { level: 3 }).boundingBox(),
    ]);
    if (!box || !picture || !name) throw new Error('card not laid out');
    expect(Math.abs(picture.width - box.width), info.project.name).toBeLessThanOrEqual(1);
    expect(Math.abs(picture.y - box.y)).toBeLessThanOrEqual(1);
    expect(picture.height / picture.width).toBeCloseTo(0.75, 2);
    expect(name.y).toBeGreaterThan(picture.y + picture.height);
  }
});

/** The lines an element's text is laid out in, each as its words (split at ordinary spaces and after
 * hyphens only, so a no-break space keeps its phrase one word). */
async function wordLines(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const lines = new Map<number, string[]>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // a hyphen is a break the language allows: "three-" and "floor" are two words here
        for (const m of text.matchAll(/[^ \n\t-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
          if (rects.length === 0) continue;
          // a word split over two lines shows as two rects: the test below catches it as a break
          for (const r of rects) {
            const top = Math.round(r.top);
            lines.set(top, [...(lines.get(top) ?? []), rects.length > 1 ? `${m[0]}⤶` : m[0]]);
          }
        }
      }
      return [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
    }),
  );
}

test('line breaks are chosen: no lone word on the home hero’s last lines, no phrase split in a look title', async ({
  page,
}) => {
  // words as a reader counts them (a no-break space joins two words into one unit, not one word)
  const words = (line: string[]) => line.join(' ').split(/\s/).length;
  for (const path of ['/', '/en']) {
    await page.goto(path);
    await page.waitForSelector('html[data-fonts]', { state: 'attached' });
    for (const lines of await wordLines(page, '#home-title, #home-title ~ p')) {
      if (lines.length > 1)
        expect(words(lines.at(-1) ?? []), `${path}: ${JSON.stringify(lines)}`).toBeGreaterThan(1);
      expect(lines.flat().join(' '), path).not.toContain('⤶');
    }
  }
  // A look's title breaks between phrases, never inside one, and leaves no word alone on its last line.
  await page.goto('/archive/2025/lookbook');
  await page.waitForSelector('html[data-fonts]', { state: 'attached' });
  const titles = await wordLines(page, '[data-look] h2');
  expect(titles[0]?.flat().join(' ')).toBe('한낮의 작업실');
  for (const lines of titles) {
    expect(lines.flat().join(' ')).not.toContain('⤶');
    if (lines.length > 1) expect(words(lines.at(-1) ?? [])).toBeGreaterThan(1);
  }
});
