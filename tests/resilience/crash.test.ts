import { beforeAll, describe, expect, it } from 'vitest';
import { crashTest, ensureCrashBuild } from '../../scripts/crash-test.mjs';

/**
 * kill -9 under write load, a short run of `scripts/crash-test.mjs` (three kill points per
 * database; `node scripts/crash-test.mjs --kills 10` for a longer one): every acknowledged write
 * is stored exactly once, nothing refused or cut off is half-stored, seats taken equal confirmed
 * applications, and the app starts cleanly on the data a SIGKILL left.
 */
beforeAll(async () => {
  await ensureCrashBuild();
}, 600_000);

describe.each(['pglite', 'postgres'] as const)('kill -9 under write load on %s', (database) => {
  it('loses no acknowledged write and half-stores nothing', async () => {
    const r = await crashTest({ database, kills: 3 });
    console.info(
      `[crash ${database}] ${r.kills} kill points, ${r.requests} requests: ${r.acknowledged} acknowledged writes checked, ${r.lost} lost, ${r.unknown} cut off by the kill`,
    );
    expect(r.problems).toEqual([]);
    expect(r.lost).toBe(0);
    expect(r.acknowledged).toBeGreaterThan(0);
    // Both kinds of write were acknowledged, and some applications were refused for a full slot.
    expect(r.seats.reduce((n, s) => n + s.taken, 0)).toBeGreaterThan(0);
    for (const s of r.seats) expect(s.taken).toBe(s.confirmed);
  }, 420_000);
});
