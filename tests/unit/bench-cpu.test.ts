import { describe, expect, it } from 'vitest';
import { cpuBreakdown, cpuSnapshot } from '../../bench/cpu.mjs';

describe('bench CPU accounting', () => {
  it('finds this process as the load generator and counts the CPU it burns', () => {
    const before = cpuSnapshot();
    expect(before.get(process.pid)?.role).toBe('load generator (the bench process)');
    const started = Date.now();
    let x = 0;
    while (Date.now() - started < 120) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    const rows = cpuBreakdown(before, cpuSnapshot(), 0.12, 2);
    const mine = rows.find((r) => r.role === 'load generator (the bench process)');
    // 120 ms of a busy loop, counted in 10 ms ticks
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
      [4, { role: 'app instances (scripts/server.mjs)', ticks: 300 }],
    ]);
    expect(cpuBreakdown(before, after, 5, 2)).toEqual([
      { role: 'app instances (scripts/server.mjs)', cpuSeconds: 3, shareOfHost: '30%' },
      { role: 'PostgreSQL', cpuSeconds: 2, shareOfHost: '20%' },
      { role: 'nginx', cpuSeconds: 0.5, shareOfHost: '5%' },
    ]);
  });
});
