import 'server-only';
import * as content from '../content/page-reads';
import * as policies from '../content/policy-pages';
import type { Db } from '../db';
import * as events from '../events/public-reads';
import { logError } from '../log';
import { serverDb } from './server-db';

/**
 * What Next's server code (pages, layouts, the sitemap) reads, bound to the process's started
 * database (`server-db.ts`). The domains' page reads take `db` first, like every query, so a test
 * passes its own; this module is the pages' one entry to the database, as `instance.ts` is the API's.
 */
const onServerDb =
  <A extends unknown[], R>(read: (db: Db, ...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    read((await serverDb()).db, ...args);

export const faqForPage = onServerDb(content.faqForPage);
export const homeForPage = onServerDb(content.homeForPage);
export const editionForPage = onServerDb(content.editionForPage);
export const editionsForPage = onServerDb(content.editionsForPage);
export const themeYearsForPage = onServerDb(content.themeYearsForPage);
export const designThemeForPage = onServerDb(content.designThemeForPage);
export const themeStoryForPage = onServerDb(content.themeStoryForPage);
export const previewForPage = onServerDb(content.previewForPage);
export const lookbookYearsForPage = onServerDb(content.lookbookYearsForPage);
export const lookbookForPage = onServerDb(content.lookbookForPage);
export const archiveForPage = onServerDb(content.archiveForPage);
export const archiveYearsForPage = onServerDb(content.archiveYearsForPage);
export const archiveSinceForPage = onServerDb(content.archiveSinceForPage);
export const archiveYearForPage = onServerDb(content.archiveYearForPage);
export const exhibitionMenuForPage = onServerDb(content.exhibitionMenuForPage);
export const collectionForPage = onServerDb(content.collectionForPage);

export const policyForPage = onServerDb(policies.policyForPage);
export const policyVersionForPage = onServerDb(policies.policyVersionForPage);
export const policyVersionNumbersForPage = onServerDb(policies.policyVersionNumbersForPage);

/** The event pages render without their list or detail (the browser asks again) when the database is away. */
const orUndefined =
  <A extends unknown[], R>(read: (db: Db, ...args: A) => Promise<R | undefined>, what: string) =>
  async (...args: A): Promise<R | undefined> => {
    const db = await serverDb().then(
      (h) => h.db,
      (err) => logError(`[events] ${what} for the page`, err),
    );
    return db ? read(db, ...args) : undefined;
  };

export const eventListForPage = orUndefined(events.eventListForPage, 'list');
export const eventDetailForPage = orUndefined(events.eventDetailForPage, 'detail');
export const eventExistsForPage = orUndefined(events.eventExistsForPage, 'existence');
