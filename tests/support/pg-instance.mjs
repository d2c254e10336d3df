// A throwaway PostgreSQL server of the test's own (initdb + pg_ctl on a free port, in a temporary
// directory), so outage and crash tests can stop and start it without touching the shared one.
// PostgreSQL refuses to run as root: as root the commands run as the `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The newest installed server's bin directory (Debian layout), or PG_BIN. */
export function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('no PostgreSQL server found under /usr/lib/postgresql (set PG_BIN)');
  return join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

function pgRun(cmd, args) {
  const bin = join(pgBin(), cmd);
  return asRoot ? exec('runuser', ['-u', 'postgres', '--', bin, ...args]) : exec(bin, args);
}

/** Creates and starts a server; `stop()` and `start()` take it down and bring it back on the same data. */
export async function startPgInstance() {
  const dir = mkdtempSync(join(tmpdir(), 'moru-pg-'));
  if (asRoot)
    chownSync(
      dir,
      Number((await exec('id', ['-u', 'postgres'])).stdout),
      Number((await exec('id', ['-g', 'postgres'])).stdout),
    );
  const data = join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const instance = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    async start() {
      await pgRun('pg_ctl', ['-D', data, '-o', opts, '-w', '-t', '60', '-l', join(dir, 'log'), 'start']);
    },
    /** `fast` ends every connection at once, as a crash or a failover does for the app. */
    async stop(mode = 'fast') {
      await pgRun('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    async destroy() {
      await instance.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await instance.start();
  return instance;
}
