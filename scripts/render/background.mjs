// Renders are background work: they must take only what the tests, benches and builds leave.
// `nice -n 15` (render.mjs's Blender) is not enough on Linux: with autogroup scheduling (the default
// here, /proc/sys/kernel/sched_autogroup_enabled = 1) the scheduler first shares the CPU between
// sessions, each session's group at its own nice (0 unless set), and a process's nice counts only
// inside its session. A render queue started with `nohup` in a session of its own therefore took an
// equal share beside a whole test run: on 2026-12-03 the browser stage ran at about half speed beside
// one render and two previews. Setting the session's group to nice 19 (`/proc/self/autogroup`, which
// the Blender children share) leaves the renders about 1.5 % of a core while anything else runs, and
// the whole machine when nothing does.
import { writeFileSync } from 'node:fs';

/** Lowers this process's session group to nice 19 where Linux has autogroups; a no-op elsewhere. */
export function yieldToForeground() {
  try {
    writeFileSync('/proc/self/autogroup', '19');
    return true;
  } catch {
    return false;
  }
}
