import 'server-only';
/**
 * Which public pages a content write changes (issue 54, decision 055). Every write that bumps the
 * content version names its scope (`bumpContentVersion(tx, scope)`); the publishing watch renders
 * again only the pages the scopes since its last round name (`changedPages`), or every content
 * page when one of them (or a missing one) says so. Pure: no database, so the rules are tested as a
 * table (`page-scope.test.ts`).
 *
 * The rule is conservative: a scope names a page whenever anything the page shows may have
 * changed. Every page's menus list the published editions (by title), the published design theme
 * years and the latest published lookbook, and the sitemap lists every published record's page, so
 * a publish, an unpublish, a year moved or a deletion of a public record is `all`; so is any change
 * to a record whose content several kinds of page show (editions, theme years, materials, media).
 */

/** Why a write changes every page (for the reader of the rows; each means the same). */
export type EveryPageReason =
  /** An edition: the menus name them, the home and the footer promote one. */
  | 'editions'
  /** A design theme year: the menus, the home, the archive, the Collection and its theme pages. */
  | 'themeYears'
  /** The materials catalogue: the Collection, every lookbook and every theme page. */
  | 'materials'
  /** A library picture's words or framing changed while a page shows it (any kind of page may). */
  | 'media'
  /** A policy version: its page, the version pages rendered on demand and their lists. */
  | 'policies'
  /** A yearly record (theme year, lookbook, archive year) published, unpublished, moved or deleted. */
  | 'publication'
  /** A content import, or the policies' seed: anything may have changed. */
  | 'import'
  /**
   * An event of an edition created, changed or deleted: the edition's page links each programme's
   * card to its event, and the FAQ and the home read the running edition's programme facts.
   */
  | 'programmes';

export type ContentScope =
  /** The FAQ (a question, its publication, or a category): the FAQ page only. */
  | { kind: 'faq' }
  /** The home's settings (headline, lead, hero, share card): the home only. */
  | { kind: 'home' }
  /** A published archive year's text, still published under the same year. */
  | { kind: 'archive'; year: number }
  /** A published lookbook's content, still published under the same year. */
  | { kind: 'lookbook'; year: number }
  /** Notices: the API serves them (its answer cache follows the content version); no page shows them. */
  | { kind: 'notices' }
  /** Mail templates: the mails read them (`mail/wording.ts`); no page shows them. */
  | { kind: 'mail' }
  | { kind: 'all'; reason: EveryPageReason };

/** An archive year's own page (`/archive/2019`), not an edition's or a lookbook's below it. */
const ARCHIVE_YEAR_PAGE = /^\/archive\/\d{4}$/;

/**
 * The Korean paths a scope changes, or 'all'. `koPages` are the content pages as they are now
 * (`contentPagePaths`' Korean half): an archive year's neighbours name it (previous and next), so
 * its text reaches every archive year page.
 */
export function pagesOfScope(scope: ContentScope, koPages: readonly string[]): string[] | 'all' {
  switch (scope.kind) {
    case 'faq':
      return ['/faq'];
    case 'home':
      return ['/'];
    case 'archive':
      return [
        ...new Set([
          '/archive',
          `/archive/${scope.year}`,
          ...koPages.filter((p) => ARCHIVE_YEAR_PAGE.test(p)),
        ]),
      ];
    case 'lookbook':
      return [`/archive/${scope.year}/lookbook`];
    case 'notices':
    case 'mail':
      return [];
    case 'all':
      return 'all';
  }
}

/** A Korean path and its English page (`/` → `/en`, `/faq` → `/en/faq`). */
export const inBothLanguages = (ko: readonly string[]): string[] => [
  ...ko,
  ...ko.map((p) => (p === '/' ? '/en' : `/en${p}`)),
];

/**
 * The pages a run of changes touches, in both languages and in the order `koPages` lists them (the
 * home first), or 'all' when any scope says so or a change is unknown (`null`: its row was pruned,
 * or a bump named none).
 */
export function changedPages(
  scopes: readonly (ContentScope | null)[],
  koPages: readonly string[],
): string[] | 'all' {
  const ko = new Set<string>();
  for (const scope of scopes) {
    const pages = scope ? pagesOfScope(scope, koPages) : 'all';
    if (pages === 'all') return 'all';
    for (const p of pages) ko.add(p);
  }
  const ordered = [...koPages.filter((p) => ko.has(p)), ...[...ko].filter((p) => !koPages.includes(p))];
  return inBothLanguages(ordered);
}

/** A stored scope that names pages, or null (`all`, or a shape this code does not know): every page. */
export function readScope(value: unknown): ContentScope | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  switch (v.kind) {
    case 'faq':
    case 'home':
    case 'notices':
    case 'mail':
      return { kind: v.kind };
    case 'archive':
    case 'lookbook':
      return Number.isInteger(v.year) ? { kind: v.kind, year: v.year as number } : null;
    default:
      return null;
  }
}
