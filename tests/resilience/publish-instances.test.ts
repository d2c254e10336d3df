import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureCrashBuild,
  freePort,
  killHard,
  SITE_URL,
  startServer,
  waitHealthy,
} from '../../scripts/crash-test.mjs';
import { inlineScripts, sha256Source } from '../../src/runtime/csp-hashes.mjs';
import { type PgInstance, startPgInstance } from '../support/pg-instance.mjs';
import { productionTestEnv } from '../support/production-env.mjs';
import { startSmtpSink } from '../support/smtp-sink.mjs';

/**
 * Two instances of the built app on one PostgreSQL, as `deploy/` runs them: a change the studio
 * publishes through one shows on the prerendered pages the other serves within 15 seconds
 * (decision 014), still without Set-Cookie and with a Content-Security-Policy that allows exactly
 * the page's own inline scripts.
 */
let server: PgInstance;
let smtpSink: Awaited<ReturnType<typeof startSmtpSink>>;
let runDir: string;
const children: ReturnType<typeof startServer>[] = [];
const bases: string[] = [];

beforeAll(async () => {
  await ensureCrashBuild();
  server = await startPgInstance();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database moru');
  await admin.end();
  runDir = mkdtempSync(join(tmpdir(), 'moru-publish-'));
  const log = createWriteStream(join(runDir, 'server.log'));
  smtpSink = await startSmtpSink();
  const env = {
    DATABASE_URL: server.urlFor('moru'),
    SEED_DEMO: 'true',
    ADMIN_TOTP: 'optional',
    ...productionTestEnv({ smtpUrl: smtpSink.url, siteUrl: SITE_URL }),
  };
  // One after the other: the first applies the migrations and seeds the demo content.
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const child = startServer({ port, env: { ...env, APP_URL: `http://127.0.0.1:${port}` }, log });
    children.push(child);
    bases.push(`http://127.0.0.1:${port}`);
    await waitHealthy(bases[i], child);
  }
}, 600_000);

afterAll(async () => {
  for (const c of children) await killHard(c);
  await server?.destroy();
  await smtpSink?.close();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

async function editorToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@moru-surfaces.example', password: 'moru2025demo' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

describe('publishing across instances', () => {
  it('a FAQ entry published through instance A is on instance B’s /faq and /en/faq within 15 s', async () => {
    const [a, b] = bases;
    const question = `두 서버 확인 질문 ${Date.now()}`;
    const questionEn = `Two-instance question ${Date.now()}`;
    // B has served the page before the change, so it holds a rendered copy to replace.
    expect(await (await fetch(`${b}/faq`)).text()).not.toContain(question);

    const token = await editorToken(a);
    const published = await fetch(`${a}/api/admin/faq`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        category: 'exhibition',
        questionKo: question,
        questionEn,
        answerKo: '<p>두 번째 서버에서도 보입니다.</p>',
        answerEn: '<p>The other server shows it too.</p>',
        published: true,
      }),
    });
    expect(published.status).toBe(201);
    const at = Date.now();

    const seenWithin = async (path: string, text: string) => {
      while (Date.now() - at < 15_000) {
        const res = await fetch(`${b}${path}`);
        const html = await res.text();
        if (html.includes(text)) return { res, html, ms: Date.now() - at };
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`${path} on instance B did not show "${text}" within 15 s`);
    };
    const ko = await seenWithin('/faq', question);
    const en = await seenWithin('/en/faq', questionEn);
    console.info(`[publish] instance B showed the entry after ${ko.ms} ms (ko) and ${en.ms} ms (en)`);

    for (const { res, html } of [ko, en]) {
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('x-nextjs-prerender')).toMatch(/^1/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain('nonce-');
      for (const hash of inlineScripts(html).map(sha256Source)) expect(csp).toContain(hash);
    }
  }, 120_000);
});
