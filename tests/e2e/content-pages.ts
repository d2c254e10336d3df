import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Locale = 'ko' | 'en';
export const url = (path: string, locale: Locale) =>
  locale === 'ko' ? path : path === '/' ? '/en' : `/en${path}`;

/** Every content page and one piece of its content in each language (read from the content modules' copy). */
export const PAGES: { path: string; ko: string; en: string }[] = [
  { path: '/', ko: '세 개의 층, 세 가지 경험', en: 'Three floors, three experiences' },
  { path: '/archive', ko: '결을 읽다', en: 'Reading the Grain' },
  { path: '/archive/2001', ko: '새 천년의 바닥', en: 'Floors for a New Millennium' },
  { path: '/archive/2012', ko: '짧은 해를 오래 머물게 하는 법', en: 'Making short days last longer' },
  {
    path: '/archive/2025/designtheme',
    ko: '서로 다른 에너지가 만나 새로운 공간을 만든다',
    en: 'Different energies meet and make a new kind of space',
  },
  {
    path: '/archive/2024/designtheme',
    ko: '나를 중심에 둔 새로운 미니멀',
    en: 'A new minimalism with me at the centre',
  },
  { path: '/archive/2023/designtheme', ko: '장면이 감각이 되는 곳', en: 'Where a scene becomes a sense' },
  { path: '/2025/main/boost', ko: '속도를 가진 표면', en: 'Surfaces with speed' },
  { path: '/2025/main/cosmos', ko: '방 안의 밤하늘', en: 'A night sky in the room' },
  { path: '/2025/main/ooparts', ko: '과거와 미래 사이의 유물', en: 'Artefacts between past and future' },
  { path: '/2024/main/evoke', ko: '나를 닮은 최소한', en: 'A minimum that looks like me' },
  { path: '/2024/main/ore', ko: '가공 이전의 아름다움', en: 'Beauty before processing' },
  { path: '/2024/main/find', ko: '찾아가는 미니멀', en: 'Minimalism as a search' },
  { path: '/archive/2025/popupep4', ko: 'EP.04 SY(E)NERGY 팝업', en: 'EP.04 SY(E)NERGY Pop-up' },
  { path: '/archive/2024/popupep3', ko: 'EP.03 ME:nimal 팝업', en: 'EP.03 ME:nimal Pop-up' },
  { path: '/archive/2023/popupep2', ko: 'EP.02 기억의 표면', en: 'EP.02 Surfaces of Memory' },
  { path: '/archive/2023/popupep1', ko: 'EP.01 SOFTWHERE 팝업', en: 'EP.01 SOFTWHERE Pop-up' },
  { path: '/archive/2025/lookbook', ko: '한낮의 작업실', en: 'The studio at midday' },
  { path: '/archive/collectionDetail', ko: '네뷸라 테라조', en: 'Nebula Terrazzo' },
  { path: '/faq', ko: '도슨트 투어는 얼마나 걸리나요?', en: 'How long is the docent tour?' },
  {
    path: '/policies/privacy',
    ko: '통신사실확인자료(접속 기록 등): 1년(「통신비밀보호법」)',
    en: 'Data received through the Contact form: 1 year from receipt',
  },
  {
    path: '/policies/terms',
    ko: '도슨트 투어를 신청하면 관람 신청도 자동으로 함께 완료됩니다.',
    en: 'Signing up for a docent tour automatically signs you up for attendance too.',
  },
];

/**
 * What a content page shows in `locale`: its language, one piece of its copy, a single h1, section
 * colours for the header, and images that declare their size (no layout shift) and an alt attribute.
 */
export async function expectPageContent(page: Page, entry: (typeof PAGES)[number], locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // In the page's main content: the menus now list the editions by the same titles (decision 014).
  await expect(page.locator('#main').getByText(entry[locale], { exact: false }).first()).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('#main [data-header-theme]').first()).toBeAttached();
  const bad = await page
    .locator('img')
    .evaluateAll((imgs) =>
      imgs
        .filter(
          (i) => !i.getAttribute('width') || !i.getAttribute('height') || i.getAttribute('alt') === null,
        )
        .map((i) => i.getAttribute('src')),
    );
  expect(bad).toEqual([]);
}
