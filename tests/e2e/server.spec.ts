import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * The production entry (src/runtime/server.mjs) as `npm start` runs it, on a port and database of its
 * own, from the build the browser tests use: SIGTERM lets a request in flight finish, refuses new
 * ones, closes the database cleanly (it opens again) and exits 0; once started, it warms its apply
 * path with requests to itself. Runs once (@desktop).
 */
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const dataDir = `data/e2e-${port}-shutdown`;
const base = `http://127.0.0.1:${port}`;

function startServer(): { child: ChildProcess; exited: Promise<number | null>; log: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['src/runtime/server.mjs'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      PGLITE_DIR: `${dataDir}/db`,
      // A shorter warm-up than production's 1,500: what is checked is that it runs and how it is answered.
      WARM_UP_REQUESTS: '400',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    out += c;
  });
  child.stderr?.on('data', (c) => {
    out += c;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, log: () => out };
}

async function waitForHealth() {
  // Generous: under a loaded machine a cold start (migrations, seed, Next) has taken over a minute.
  for (let i = 0; i < 720; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return (await res.json()) as { db: string };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

/** A POST whose body arrives in two parts: the server holds it in flight until `finish()` sends the rest. */
function slowRequest() {
  const body = JSON.stringify({ name: '', email: '', message: '' });
  let resolveStatus: (s: { status: number; body: string }) => void;
  let rejectStatus: (e: Error) => void;
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveStatus = resolve;
    rejectStatus = reject;
  });
  const req = httpRequest(
    `${base}/api/contact`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolveStatus({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.on('error', (err) => rejectStatus(err));
  req.write(body.slice(0, 5));
  return { done, finish: () => req.end(body.slice(5)) };
}

test.describe('server entry @desktop', () => {
  test.beforeAll(() => rmSync(dataDir, { recursive: true, force: true }));
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('warms up, then SIGTERM finishes the request in flight, refuses new ones, closes the database and exits 0', async () => {
    test.setTimeout(480_000);
    const first = startServer();
    try {
      expect((await waitForHealth()).db).toBe('up');
      // Once its pages rendered, the instance sent itself a rush's requests (decision 027; 400 here, or
      // fewer when 15 s run out on a busy machine): the demo
      // members' applications were judged (404), none was refused a 5xx.
      await expect
        .poll(first.log, { timeout: 120_000 })
        .toMatch(/\[server\] warmed up: \d+ requests in \d+ ms \((\d+× [2-4]\d\d(, )?)+\)/);
      expect(first.log()).toMatch(/warmed up: .*\d+× 404/);
      // A DELETE has no Content-Length: the API gets it as a real Request (src/runtime/server.mjs).
      const del = await fetch(`${base}/api/users/my/applications/00000000-0000-4000-8000-000000000000`, {
        method: 'DELETE',
      });
      expect(del.status).toBe(401);
      const inFlight = slowRequest();
      await new Promise((r) => setTimeout(r, 300));
      first.child.kill('SIGTERM');
      await expect.poll(first.log, { timeout: 10_000 }).toMatch(/SIGTERM: finishing requests in flight/);
      // Stopped taking connections while the first request is still open.
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      inFlight.finish();
      const answer = await inFlight.done;
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.body).error.code).toBe('VALIDATION_FAILED');
      expect(await first.exited).toBe(0);
      expect(first.log()).toMatch(/\[server\] stopped/);
    } finally {
      first.child.kill('SIGKILL');
    }

    // The database was closed cleanly: the same directory opens again.
    const second = startServer();
    try {
      expect((await waitForHealth()).db).toBe('up');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      second.child.kill('SIGKILL');
    }
  });
});
