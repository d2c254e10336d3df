// Rendering prerendered pages again after a publish (decisions 014, 055), apart from the server so
// its order can be tested without Next.
//
// Next marks a page stale by the time of the mark and keeps a render by the time it *ends*: a
// render that began before the mark, on the old content, and ended after it is kept as fresh
// (`incremental-cache/tags-manifest.external.js`: expired when the mark is later than the entry).
// And a request for a stale page answers at once and joins the render already running for that
// page (`response-cache`'s batcher) rather than starting one. So when the round of every page at
// start had `/en/faq` rendering as a FAQ entry was published, the publish's own request joined
// that render, and instance B served the old page until the next publish (CI, 2026-12-04). A
// change therefore marks its pages, lets the renders begun before the mark end, marks them again
// and only then requests them.

/**
 * How long a render begun before a mark may still run after it: a content page renders in well
 * under a second here, a few under a full test run's load.
 */
export const RENDER_SETTLE_MS = 3_000;

/**
 * @param {{
 *   mark: (change: { paths: string[], everything: boolean }) => Promise<void>,
 *   request: (path: string) => Promise<void>,
 *   drop: (change: { paths: string[], everything: boolean }) => void,
 *   settleMs?: number,
 *   wait?: (ms: number) => Promise<void>,
 * }} parts `mark` asks Next to mark the pages stale; `request` asks for one page once (awaiting its
 *   answer, not the render it starts); `drop` forgets the answers the server keeps for them (page-cache.mjs).
 */
export function createRegeneration({
  mark,
  request,
  drop,
  settleMs = RENDER_SETTLE_MS,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  // Each change starts a new round of renders; a round still running for an older change stops,
  // and the pages it had not rendered yet (stale since its change) are rendered by the new one
  // after its own (a narrowed round covers only its pages: decision 055).
  let round = 0;
  let waiting = [];
  let firstRound;
  const rendered = new Promise((resolve) => {
    firstRound = resolve;
  });

  const markDropped = async (change) => {
    // The kept answers go before Next marks its pages stale and again after (one kept meanwhile
    // was made from the old content); Next's `STALE` answers are never kept (page-cache.mjs).
    drop(change);
    await mark(change);
    drop(change);
  };

  // NOTE: the second mark is what makes the first safe: every render that could have begun
  // before the first has ended by now, and the renders after it read the new content.
  const settled = async (change) => {
    await wait(settleMs);
    await markDropped(change);
  };

  /** @param {{ paths: string[], everything: boolean }} change */
  const regenerate = async (change) => {
    const mine = ++round;
    await markDropped(change);
    // NOTE: the first round, at start, marks pages the build rendered: nothing has rendered them
    // here yet, so nothing can run into its mark.
    if (mine > 1) await settled(change);
    waiting = [...new Set([...change.paths, ...waiting])];
    // NOTE: not awaited, so the next publish is never queued behind this round's renders; a stale
    // page answers at once and renders again behind it, and this waits for that answer only.
    const renders = (async () => {
      while (mine === round && waiting.length) {
        const path = waiting.shift();
        await request(path).catch(() => {});
      }
    })();
    if (mine === 1) firstRound(renders);
  };

  return { regenerate, rendered };
}
