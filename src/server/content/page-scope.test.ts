import { describe, expect, it } from 'vitest';
import { type ContentScope, changedPages, inBothLanguages, pagesOfScope, readScope } from './page-scope';

/** The Korean content pages of a small site, in `contentPagePaths`' order. */
const KO = [
  '/',
  '/archive',
  '/archive/2025/designtheme',
  '/archive/collectionDetail',
  '/2025/main/boost',
  '/archive/2025/popupep4',
  '/archive/2025/lookbook',
  '/faq',
  '/contact',
  '/policies/privacy',
  '/policies/terms',
  '/archive/2001',
  '/archive/2019',
  '/archive/2022',
];

describe('which pages a content write changes', () => {
  it.each<[ContentScope, string[] | 'all']>([
    [{ kind: 'faq' }, ['/faq']],
    [{ kind: 'home' }, ['/']],
    [{ kind: 'lookbook', year: 2025 }, ['/archive/2025/lookbook']],
    [{ kind: 'notices' }, []],
    [{ kind: 'mail' }, []],
    [{ kind: 'all', reason: 'editions' }, 'all'],
    [{ kind: 'all', reason: 'policies' }, 'all'],
  ])('%j → %j', (scope, pages) => {
    expect(pagesOfScope(scope, KO)).toEqual(pages);
  });

  it('an archive year’s text reaches the archive and every archive year page (its neighbours name it), not the editions below them', () => {
    expect(pagesOfScope({ kind: 'archive', year: 2019 }, KO)).toEqual([
      '/archive',
      '/archive/2019',
      '/archive/2001',
      '/archive/2022',
    ]);
  });

  it('names both languages, the home as /en', () => {
    expect(inBothLanguages(['/', '/faq'])).toEqual(['/', '/faq', '/en', '/en/faq']);
  });

  it('joins a run of changes in the site’s order, each page once', () => {
    expect(
      changedPages([{ kind: 'faq' }, { kind: 'home' }, { kind: 'notices' }, { kind: 'faq' }], KO),
    ).toEqual(['/', '/faq', '/en', '/en/faq']);
  });

  it('is every page when one change says so or cannot be read', () => {
    expect(changedPages([{ kind: 'faq' }, { kind: 'all', reason: 'media' }], KO)).toBe('all');
    expect(changedPages([{ kind: 'faq' }, null], KO)).toBe('all');
  });

  it('is no page for changes no page shows', () => {
    expect(changedPages([{ kind: 'notices' }, { kind: 'mail' }], KO)).toEqual([]);
  });

  it('trusts only stored scopes it knows', () => {
    expect(readScope({ kind: 'archive', year: 2019 })).toEqual({ kind: 'archive', year: 2019 });
    expect(readScope({ kind: 'faq', extra: 1 })).toEqual({ kind: 'faq' });
    expect(readScope({ kind: 'archive' })).toBeNull();
    expect(readScope({ kind: 'lookbook', year: '2025' })).toBeNull();
    expect(readScope({ kind: 'all', reason: 'editions' })).toBeNull();
    expect(readScope({ kind: 'themes' })).toBeNull();
    expect(readScope(null)).toBeNull();
  });
});
