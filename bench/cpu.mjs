// Where the CPU went during a bench phase (issue 17: "show the profile that says where the time goes").
// Reads utime + stime of every process from /proc before and after, and groups the difference by role.
// For the roles the bench measures it also reads each thread's schedstat: the time the role's threads
// were ready to run but waited for a core (a host short of CPU shows there, not in CPU time), and the
// CPU its processes spent outside their main thread (for Node: V8's compiler and garbage-collector
// helpers, and libuv's pool; decision 016, "Where the joins' time goes").
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

const OTHERS = 'everything else on the host';
const APP = 'app instances (src/runtime/server.mjs)';

/**
 * Nanoseconds the process's threads waited for a core, and ran outside the main thread, from each
 * thread's /proc/<pid>/task/<tid>/schedstat ("run wait slices"); undefined where unreadable.
 */
function threadTimes(pid) {
  try {
    let waitNs = 0;
    let helperNs = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      waitNs += wait;
      if (tid !== String(pid)) helperNs += run;
    }
    return { waitNs, helperNs };
  } catch {
    return undefined;
  }
}

/** pid → { role, ticks, waitNs?, helperNs? } for every process readable now. */
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
      const role = roleOf(Number(pid), comm, cmd);
      snap.set(Number(pid), { role, ticks, ...(role === OTHERS ? {} : threadTimes(pid)) });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return snap;
}

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
 * what the host's cores could have given (`cores × seconds`). Where the snapshots read the threads'
 * schedstat, a role also gets `waitingForCoreSeconds` (its threads' time ready to run but without a
 * core, summed over threads) and `outsideMainThreadSeconds` (CPU in threads other than each
 * process's main thread).
 */
export function cpuBreakdown(before, after, seconds, cores, own = {}) {
  const byRole = new Map();
  for (const [pid, now] of after) {
    const was = before.get(pid);
    const role = notOurs(pid, now.role, own) ? OTHERS : now.role;
    const sum = byRole.get(role) ?? { cpu: 0, waitNs: 0, helperNs: 0, threads: false };
    sum.cpu += Math.max(0, now.ticks - (was?.ticks ?? 0)) / HZ;
    if (now.waitNs !== undefined && role !== OTHERS) {
      sum.threads = true;
      sum.waitNs += Math.max(0, now.waitNs - (was?.waitNs ?? 0));
      sum.helperNs += Math.max(0, now.helperNs - (was?.helperNs ?? 0));
    }
    byRole.set(role, sum);
  }
  const capacity = cores * seconds;
  const s2 = (n) => Number(n.toFixed(2));
  return [...byRole]
    .filter(([, s]) => s.cpu > 0)
    .sort((a, b) => b[1].cpu - a[1].cpu)
    .map(([role, s]) => ({
      role,
      cpuSeconds: s2(s.cpu),
      shareOfHost: `${Math.round((100 * s.cpu) / capacity)}%`,
      ...(s.threads
        ? { waitingForCoreSeconds: s2(s.waitNs / 1e9), outsideMainThreadSeconds: s2(s.helperNs / 1e9) }
        : {}),
    }));
}
