// Where the CPU went during a bench phase (issue 17: "show the profile that says where the time goes").
// Reads utime + stime of every process from /proc before and after, and groups the difference by role.
// Linux only; elsewhere `cpuSnapshot()` returns an empty map and the breakdown is empty.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second for /proc/<pid>/stat (USER_HZ; 100 on every Linux this runs on). */
const HZ = 100;

function roleOf(pid, comm, cmd) {
  if (pid === process.pid) return 'load generator (the bench process)';
  if (comm === 'postgres' || cmd.startsWith('postgres')) return 'PostgreSQL';
  if (comm === 'nginx' || cmd.startsWith('nginx')) return 'nginx';
  if (cmd.includes('src/runtime/server.mjs')) return 'app instances (src/runtime/server.mjs)';
  if (comm === 'wrk') return 'load generator (wrk)';
  return 'everything else on the host';
}

/** pid → { role, ticks } for every process readable now. */
export function cpuSnapshot() {
  const snap = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return snap;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // comm is in parentheses and may contain spaces: split after the last ')'.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // fields[11] = utime, fields[12] = stime (fields 14 and 15 of proc(5), counted from state = 3)
      const ticks = Number(fields[11]) + Number(fields[12]);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      snap.set(Number(pid), { role: roleOf(Number(pid), comm, cmd), ticks });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return snap;
}

const OTHERS = 'everything else on the host';
const APP = 'app instances (src/runtime/server.mjs)';

/**
 * On a shared host other people's servers and PostgreSQL backends match the same names: with
 * `own.app` (the bench's instance pids) and `own.postgres` (the backends of the bench's database)
 * only those count as the app and as PostgreSQL; the rest goes to everything else.
 */
function notOurs(pid, role, own) {
  if (role === APP && own.app) return !own.app.has(pid);
  if (role === 'PostgreSQL' && own.postgres) return !own.postgres.has(pid);
  return false;
}

/** Pids of PostgreSQL's backends serving `client`'s database (ask at the end of a phase: pools keep them). */
export async function backendPids(client) {
  const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database()');
  return new Set(rows.map((r) => Number(r.pid)));
}

/**
 * CPU seconds per role between two snapshots over `seconds` of wall time, with each role's share of
 * what the host's cores could have given (`cores × seconds`).
 */
export function cpuBreakdown(before, after, seconds, cores, own = {}) {
  const byRole = new Map();
  for (const [pid, now] of after) {
    const was = before.get(pid)?.ticks ?? 0;
    const used = Math.max(0, now.ticks - was) / HZ;
    const role = notOurs(pid, now.role, own) ? OTHERS : now.role;
    byRole.set(role, (byRole.get(role) ?? 0) + used);
  }
  const capacity = cores * seconds;
  return [...byRole]
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([role, cpuSeconds]) => ({
      role,
      cpuSeconds: Number(cpuSeconds.toFixed(2)),
      shareOfHost: `${Math.round((100 * cpuSeconds) / capacity)}%`,
    }));
}
