import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cpuBreakdown, cpuSnapshot } from '../../bench/cpu.mjs';

describe('bench CPU accounting', () => {
  it('finds this process as the load generator and counts the CPU it burns', () => {
    const before = cpuSnapshot();
    expect(before.get(process.pid)?.role).toBe('load generator (the bench process)');
    // NOTE: busy until this process has used 120 ms of CPU (not of wall time, which a busy machine
    // stretches while the process waits for a core).
    const started = process.cpuUsage();
    let x = 0;
    const used = () => {
      const d = process.cpuUsage(started);
      return (d.user + d.system) / 1000;
    };
    while (used() < 120) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    const rows = cpuBreakdown(before, cpuSnapshot(), 0.12, 2);
    const mine = rows.find((r) => r.role === 'load generator (the bench process)');
    // 120 ms of CPU, counted in 10 ms ticks
    expect(mine?.cpuSeconds).toBeGreaterThanOrEqual(0.05);
  });

  it('sums by role, largest first, with each role as a share of the cores over the wall time', () => {
    const before = new Map([
      [1, { role: 'PostgreSQL', ticks: 100 }],
      [2, { role: 'PostgreSQL', ticks: 50 }],
      [3, { role: 'nginx', ticks: 10 }],
    ]);
    const after = new Map([
      [1, { role: 'PostgreSQL', ticks: 200 }],
      [2, { role: 'PostgreSQL', ticks: 150 }],
      [3, { role: 'nginx', ticks: 60 }],
      // a process born during the phase counts from zero
      [4, { role: 'app instances (src/runtime/server.mjs)', ticks: 300 }],
    ]);
    expect(cpuBreakdown(before, after, 5, 2)).toEqual([
      { role: 'app instances (src/runtime/server.mjs)', cpuSeconds: 3, shareOfHost: '30%' },
      { role: 'PostgreSQL', cpuSeconds: 2, shareOfHost: '20%' },
      { role: 'nginx', cpuSeconds: 0.5, shareOfHost: '5%' },
    ]);
  });

  it("reads the threads' time waiting for a core and their CPU outside the main thread, and sums both by role", async () => {
    const mineBefore = cpuSnapshot().get(process.pid);
    // A helper thread burns 150 ms of CPU while the main thread waits: that is time outside the
    // main thread, and the snapshot must see it grow by most of it (schedstat counts in ns). The
    // thread stays alive until it is read: a thread that ended has left /proc with its time.
    const worker = new Worker(
      `const start = process.cpuUsage(); let x = 0;
       const used = () => { const d = process.cpuUsage(start); return (d.user + d.system) / 1000; };
       while (used() < 150) x += Math.sqrt(x + 1);
       require('node:worker_threads').parentPort.postMessage(x);
       setInterval(() => {}, 1000);`,
      { eval: true },
    );
    await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const mineAfter = cpuSnapshot().get(process.pid);
    await worker.terminate();
    expect(typeof mineBefore?.waitNs).toBe('number');
    expect(mineAfter?.waitNs).toBeGreaterThanOrEqual(mineBefore?.waitNs ?? Number.POSITIVE_INFINITY);
    expect((mineAfter?.helperNs ?? 0) - (mineBefore?.helperNs ?? 0)).toBeGreaterThanOrEqual(100e6);
    const before = new Map([
      [1, { role: 'app instances (src/runtime/server.mjs)', ticks: 100, waitNs: 1e9, helperNs: 2e8 }],
      [2, { role: 'app instances (src/runtime/server.mjs)', ticks: 100, waitNs: 0, helperNs: 0 }],
    ]);
    const after = new Map([
      [1, { role: 'app instances (src/runtime/server.mjs)', ticks: 300, waitNs: 2.5e9, helperNs: 7e8 }],
      [2, { role: 'app instances (src/runtime/server.mjs)', ticks: 200, waitNs: 1e9, helperNs: 3e8 }],
      // read without its threads (another user's process): CPU only
      [3, { role: 'nginx', ticks: 50 }],
    ]);
    expect(cpuBreakdown(before, after, 5, 2)).toEqual([
      {
        role: 'app instances (src/runtime/server.mjs)',
        cpuSeconds: 3,
        shareOfHost: '30%',
        waitingForCoreSeconds: 2.5,
        outsideMainThreadSeconds: 0.8,
      },
      { role: 'nginx', cpuSeconds: 0.5, shareOfHost: '5%' },
    ]);
  });

  it("counts only the bench's own instances and database backends as the app and PostgreSQL on a shared host", () => {
    const after = new Map([
      [1, { role: 'PostgreSQL', ticks: 100 }],
      [2, { role: 'PostgreSQL', ticks: 100 }],
      [3, { role: 'app instances (src/runtime/server.mjs)', ticks: 300 }],
      [4, { role: 'app instances (src/runtime/server.mjs)', ticks: 200 }],
    ]);
    expect(cpuBreakdown(new Map(), after, 5, 2, { app: new Set([3]), postgres: new Set([1]) })).toEqual([
      { role: 'everything else on the host', cpuSeconds: 3, shareOfHost: '30%' },
      { role: 'app instances (src/runtime/server.mjs)', cpuSeconds: 3, shareOfHost: '30%' },
      { role: 'PostgreSQL', cpuSeconds: 1, shareOfHost: '10%' },
    ]);
  });
});
