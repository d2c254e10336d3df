import 'server-only';
import { parseArgs } from 'node:util';
import { OWNER_SETUP_LINK_HOURS } from '@/schemas/admin';
import type { Db } from '../db/client';
import { openDb } from '../db/client';
import { serverEnv } from '../env';
import { createOwner, disableStaff, StaffCommandError, staffList } from '../staff/owner';

export const STAFF_USAGE = `npm run staff -- <command>
  create-owner <email> [--name "…"] [--force --reason "…"]
      the first owner, with a one-time link (${OWNER_SETUP_LINK_HOURS} hours) to set a password and enrol
      two-step verification; refused while an active owner exists unless --force with a reason
  list                     every staff account
  disable <email>          disables an account and ends its sessions (never the last active owner)`;

/**
 * One `npm run staff` command on `db`: what it prints and its exit code. Refusals are printed, not
 * thrown; anything else (the database down) is thrown.
 */
export async function runStaffCommand(
  db: Db,
  argv: string[],
  now: Date,
): Promise<{ code: number; lines: string[] }> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (err) {
    return { code: 2, lines: [(err as Error).message, STAFF_USAGE] };
  }
  const [command, email, ...rest] = args.positionals;
  try {
    if (command === 'create-owner' && email && !rest.length) {
      const made = await createOwner(
        db,
        { email, name: args.values.name, force: args.values.force, reason: args.values.reason },
        now,
      );
      return {
        code: 0,
        lines: [
          `Owner ${made.staff.email} is ready; the audit log records it.`,
          `One-time link, valid until ${made.expiresAt.toISOString()} (${OWNER_SETUP_LINK_HOURS} hours): open it to set a`,
          'password and enrol two-step verification. It works once; give it to the owner only.',
          '',
          `  ${made.link}`,
        ],
      };
    }
    if (command === 'list' && !email) {
      const rows = await staffList(db);
      return {
        code: 0,
        lines: rows.length
          ? rows.map((r) =>
              [
                r.email.padEnd(36),
                r.role.padEnd(8),
                r.status.padEnd(9),
                r.totpEnabled ? 'totp' : 'no totp',
                r.lastLoginAt ? `last sign-in ${r.lastLoginAt}` : 'never signed in',
              ].join(' '),
            )
          : ['No staff accounts yet: npm run staff -- create-owner <email>'],
      };
    }
    if (command === 'disable' && email && !rest.length) {
      const row = await disableStaff(db, email, now);
      return { code: 0, lines: [`${row.email} (${row.role}) is disabled; its sessions have ended.`] };
    }
    return { code: 2, lines: [STAFF_USAGE] };
  } catch (err) {
    if (err instanceof StaffCommandError) return { code: 1, lines: [`Refused: ${err.message}`] };
    throw err;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' }, reason: { type: 'string' }, name: { type: 'string' } },
  });
}

/**
 * `scripts/staff.mjs` runs this (bundled like the API): the server's settings and database, checked
 * as a start checks them. NOTE: on the embedded default, PGlite is one process's: stop the server first.
 */
export async function main(argv: string[]): Promise<number> {
  const env = serverEnv();
  const handle = await openDb({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.PGLITE_DIR,
  });
  try {
    const { code, lines } = await runStaffCommand(handle.db, argv, new Date());
    (code === 0 ? console.log : console.error)(lines.join('\n'));
    return code;
  } finally {
    await handle.close();
  }
}
