import 'server-only';
import { seoulDate } from '@/schemas/event-rules';
import type { Db } from '../db/client';
import { errorMessage } from '../log';
import { type ContentScope, changedPages } from './page-scope';
import { contentPagePaths } from './pages';
import { CONTENT_CHANGES_KEPT, contentChangesBetween, contentVersion } from './version';

/** How often each instance looks for published changes: well inside the 15 s the studio promises. */
export const CONTENT_POLL_MS = 3_000;

/**
 * What moved since the last round: the scopes of the versions in between (`version.ts`), or 'all'
 * (the first round, a new Seoul day, a version gone backwards or too far ahead for the kept rows).
 */
export type ContentChange = { version: number; day: string; changes: (ContentScope | null)[] | 'all' };

/**
 * Watches what the prerendered pages depend on: the content version (bumped by every publish) and
 * the Seoul calendar day (an edition starts or ends at midnight without anyone publishing). Calls
 * `onChange` once at start, so pages rendered by the build are made again from this database, and
 * after each change, with what changed since the last call that succeeded; never twice at once.
 * Returns a stop function (jobs/registry).
 */
export function watchPublishedContent(
  db: Db,
  onChange: (change: ContentChange) => Promise<void>,
  opts: { now?: () => Date; intervalMs?: number } = {},
): { stop: () => Promise<void> } {
  const now = opts.now ?? (() => new Date());
  let seen: { version: number; day: string } | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = async () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const version = await contentVersion(db);
        const day = seoulDate(now());
        if (seen && seen.version === version && seen.day === day) return;
        // NOTE: a round that failed leaves `seen` as it was, so the next one covers its changes too.
        const from = seen?.day === day ? seen.version : undefined;
        const changes =
          from === undefined || version < from || version - from > CONTENT_CHANGES_KEPT
            ? 'all'
            : await contentChangesBetween(db, from, version);
        await onChange({ version, day, changes });
        seen = { version, day };
      } catch (err) {
        console.error('[content] publishing watch failed; retrying:', errorMessage(err));
      }
    })();
    await running;
    running = undefined;
  };
  const timer = setInterval(() => void tick(), opts.intervalMs ?? CONTENT_POLL_MS);
  timer.unref?.();
  void tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The pages to render again: every content page (`everything`: Next marks every page stale) or
 * only those the changes name (Next marks only them stale).
 */
export type PagesToRender = { paths: string[]; everything: boolean };

/**
 * The instance's content watch (`composition/instance.ts`): after each change, the pages it
 * touched (decision 055), or every content page when a change says so or cannot be read; a change
 * no page shows (a notice, a mail template) renders nothing.
 */
export function watchContentPages(
  db: Db,
  regenerate: (pages: PagesToRender) => Promise<void>,
  opts: { now?: () => Date; intervalMs?: number } = {},
): { stop: () => Promise<void> } {
  return watchPublishedContent(
    db,
    async ({ changes }) => {
      const all = await contentPagePaths(db);
      const ko = all.filter((p) => p !== '/en' && !p.startsWith('/en/'));
      const paths = changes === 'all' ? 'all' : changedPages(changes, ko);
      if (paths === 'all') await regenerate({ paths: all, everything: true });
      else if (paths.length) await regenerate({ paths, everything: false });
    },
    opts,
  );
}
