import { describe, expect, it } from 'vitest';
import { createRegeneration, type PagesChange } from './regeneration.mjs';

/**
 * The order of marks and requests after a publish, against a stand-in for Next's incremental cache
 * that does what Next does: a request for a page that is not fresh answers at once and starts a
 * render, or joins the one running for that page; a render stores the content it read when it
 * began, stamped with the time it ended; a page is fresh when its entry is newer than its mark.
 */
function nextLikeCache() {
  let clock = 0;
  let content = 1;
  const marked = new Map<string, number>();
  const entries = new Map<string, { content: number; at: number }>();
  const running = new Map<string, () => void>();
  const log: string[] = [];
  const fresh = (path: string) => {
    const e = entries.get(path);
    return e && e.at > (marked.get(path) ?? 0) ? e : undefined;
  };
  return {
    log,
    publish: () => {
      content++;
    },
    /** Lets every render running now end, as time passing does. */
    endRenders: () => {
      for (const end of [...running.values()]) end();
    },
    mark: async ({ paths }: PagesChange) => {
      clock++;
      for (const p of paths) marked.set(p, clock);
      log.push(`mark ${paths.join(',')}`);
    },
    request: async (path: string) => {
      if (fresh(path) || running.has(path)) return;
      const read = content;
      log.push(`render ${path} on ${read}`);
      running.set(path, () => {
        running.delete(path);
        clock++;
        entries.set(path, { content: read, at: clock });
      });
    },
    /** What a visitor gets: the page's content if Next holds it fresh, else null (rendered again). */
    served: (path: string) => fresh(path)?.content ?? null,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('rendering pages again after a publish', () => {
  it('never leaves a page fresh with the content read before the publish, even when its render ran across it', async () => {
    const next = nextLikeCache();
    const waits: number[] = [];
    const { regenerate } = createRegeneration({
      ...next,
      drop: () => {},
      // Time passes: the renders running now end.
      wait: async (ms) => {
        waits.push(ms);
        next.endRenders();
      },
    });
    // The round at start has /faq and /en/faq rendering (content 1) when a FAQ entry is published.
    await regenerate({ paths: ['/faq', '/en/faq'], everything: true });
    await tick();
    next.publish();
    await regenerate({ paths: ['/faq', '/en/faq'], everything: false });
    await tick();
    next.endRenders();

    expect(next.served('/faq')).toBe(2);
    expect(next.served('/en/faq')).toBe(2);
    expect(waits).toEqual([3_000]);
    expect(next.log).toEqual([
      'mark /faq,/en/faq',
      'render /faq on 1',
      'render /en/faq on 1',
      'mark /faq,/en/faq',
      'mark /faq,/en/faq',
      'render /faq on 2',
      'render /en/faq on 2',
    ]);
  });

  it('requests the first round at start at once, and a newer change’s pages before the older round’s rest', async () => {
    const next = nextLikeCache();
    const waits: number[] = [];
    let answerFaq: (() => void) | undefined;
    const { regenerate, rendered } = createRegeneration({
      ...next,
      drop: () => {},
      wait: async (ms) => {
        waits.push(ms);
        next.endRenders();
      },
      // The first round's answer for /faq is slow: the change arrives meanwhile.
      request: (path) => {
        if (path !== '/faq' || answerFaq) return next.request(path);
        return new Promise<void>((resolve) => {
          answerFaq = resolve;
          void next.request(path);
        });
      },
    });
    await regenerate({ paths: ['/', '/faq', '/archive'], everything: true });
    expect(waits).toEqual([]);
    await tick();
    next.publish();
    const second = regenerate({ paths: ['/lookbook'], everything: false });
    answerFaq?.();
    await second;
    await await rendered;
    await tick();
    next.endRenders();

    const requested = next.log.filter((l) => l.startsWith('render')).map((l) => l.split(' ')[1]);
    expect(requested).toEqual(['/', '/faq', '/lookbook', '/archive']);
    for (const page of ['/lookbook', '/archive']) expect(next.served(page)).toBe(2);
  });
});
