// The day of launch, walked: every command of docs/GOING-LIVE.md ("The day of launch, step by step"),
// in its order, against a new PostgreSQL database and a production build started with `npm start`,
// up to the first member's booking and its ticket mail. Prints a Markdown transcript (each command,
// its trimmed output with the secrets redacted, and what was checked); docs/going-live-transcript.md
// is its output. Not part of `npm test`: it needs a production build (1-3 minutes) and a PostgreSQL
// server where it may create and drop databases.
//
//   node scripts/going-live-walk.mjs > docs/going-live-transcript.md
//
// The contracted providers are played on this machine by the API tests' stand-ins
// (tests/support/going-live-standins.ts): an SMTP server that keeps what it receives, PortOne's
// identity API and Solapi's messaging API. The site URL is a public-looking name
// (https://trend.golive-walk.example) that nothing resolves: the walk talks to the instance's own
// port, as nginx would. Settings (all optional):
//   WALK_PG_HOST, WALK_PG_USER  PostgreSQL server, as createdb's -h/-U take them (127.0.0.1, postgres)
//   WALK_DB       the database it creates and drops (default golive_walk; `_rehearsal` for step 8)
//   WALK_PORT     the instance's port (default 4431)
//   WALK_DIST_DIR the build folder (default .next-golive)
//   WALK_BUILD_LOG a log of `npm run build` made for this walk's site URL and folder: when the build
//                 there is fresh the walk shows that log instead of building again
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { buildIsFresh, bundleServerEntry } from './lib.mjs';

const PG_HOST = process.env.WALK_PG_HOST ?? '127.0.0.1';
const PG_USER = process.env.WALK_PG_USER ?? 'postgres';
const DB = process.env.WALK_DB ?? 'golive_walk';
const REHEARSAL_DB = `${DB}_rehearsal`;
const PORT = Number(process.env.WALK_PORT ?? 4431);
const DIST = process.env.WALK_DIST_DIR ?? '.next-golive';
const SITE = 'https://trend.golive-walk.example';
const OWNER = 'owner@golive-walk.example';
const OWNER_PASSWORD = `Owner${Math.random().toString(36).slice(2)}2026`;
const MEMBER_EMAIL = 'first.member@golive-walk.example';
const MEMBER_PASSWORD = `Member${Math.random().toString(36).slice(2)}2026`;
const PERSON = { name: '한지율', tel: '01041235678', birth: '19910514' };
const BASE = `http://127.0.0.1:${PORT}`;

const work = mkdtempSync(join(tmpdir(), 'moru-golive-'));
const SETTINGS = join(work, 'moru.env');
const BACKUPS = join(work, 'backups');
const secrets = new Set([OWNER_PASSWORD, MEMBER_PASSWORD]);
const out = (s = '') => process.stdout.write(`${s}\n`);
const redact = (s) => {
  let r = s;
  for (const v of secrets) if (v && v.length >= 8) r = r.split(v).join('‹redacted›');
  return r.replace(/#token=[A-Za-z0-9._-]+/g, '#token=‹redacted›');
};
/** The first `head` and last `tail` lines of an output, with a line saying how many were left out. */
function trim(text, head = 25, tail = 12) {
  const lines = stripVTControlCharacters(text).trimEnd().split('\n');
  if (lines.length <= head + tail + 1) return lines.join('\n');
  return [
    ...lines.slice(0, head),
    `… (${lines.length - head - tail} lines left out)`,
    ...lines.slice(-tail),
  ].join('\n');
}
const checks = [];
function check(ok, what) {
  out(`- ${ok ? '✔' : '✘'} ${what}`);
  checks.push({ ok, what });
  if (!ok) throw new Error(`check failed: ${what}`);
}

/**
 * Runs `cmd` in bash, with the settings file loaded first when `settings` (as the page says). Never
 * synchronously: the providers' stand-ins answer from this process.
 */
async function sh(cmd, { settings = true, show = cmd, head, tail, env = {}, allowFail = false } = {}) {
  const script = settings ? `set -a; . ${SETTINGS}; set +a; ${cmd}` : cmd;
  out('```console');
  out(`$ ${redact(show)}`);
  const started = Date.now();
  const child = spawn('bash', ['-c', script], { env: { ...process.env, ...env } });
  let text = '';
  child.stdout.on('data', (c) => {
    text += c;
  });
  child.stderr.on('data', (c) => {
    text += c;
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  out(redact(trim(text, head, tail)));
  out(`[exit ${status}, ${((Date.now() - started) / 1000).toFixed(1)} s]`);
  out('```');
  if (status !== 0 && !allowFail) throw new Error(`${show} exited ${status}`);
  return { code: status, text };
}

/** One request to the instance, shown as the console or the site sends it. */
async function http(method, path, { body, token, note } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  const data = type.includes('json') ? await res.json() : await res.text();
  out('```http');
  out(`${method} ${path}${token ? '  (Authorization: Bearer ‹token›)' : ''}`);
  if (body !== undefined) out(redact(JSON.stringify(body, hide)));
  const shown = typeof data === 'string' ? `${type}, ${data.length} characters` : JSON.stringify(data, hide);
  out(`→ ${res.status} ${redact(trim(shown, 6, 0)).slice(0, 900)}${note ? `  # ${note}` : ''}`);
  out('```');
  return { status: res.status, data, headers: res.headers };
}
/** Tokens, secrets, codes and QR codes never reach the transcript (passwords: by value, `redact`). */
function hide(key, value) {
  if (/token$|secret|recoveryCodes|otpauthUri|qrSvg|^code$|^totp$/i.test(key) && typeof value === 'string')
    return '‹redacted›';
  if (key === 'recoveryCodes') return `‹${value.length} codes›`;
  return value;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(what, fn, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

// ── The stand-ins for the providers ─────────────────────────────────────────────────────────────
const standInBundle = join(DIST, 'moru-api', 'going-live-standins.mjs');
await bundleServerEntry('tests/support/going-live-standins.ts', standInBundle);
const { startStandIns } = await import(pathToFileURL(join(process.cwd(), standInBundle)).href);
const providers = await startStandIns();
for (const [k, v] of Object.entries(providers.env)) if (/SECRET/.test(k)) secrets.add(v);

let server = null;
let serverLog = '';
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const dirty =
  spawnSync('git', ['status', '--porcelain', '--', '.', ':!docs/going-live-transcript.md'], {
    encoding: 'utf8',
  }).stdout.trim() !== '';

try {
  out('# Going live: a recorded walk');
  out();
  out(
    `Recorded by \`node scripts/going-live-walk.mjs\` on ${new Date().toISOString()}, commit \`${commit}\`${dirty ? ' (with uncommitted changes)' : ''}, on \`${hostname()}\` (Node ${process.version}, ${spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout.trim()}).`,
  );
  out();
  out(
    "Every step of `docs/GOING-LIVE.md` (\"The day of launch, step by step\") in its order, each command as the page gives it, its output trimmed (secrets, tokens and the one-time link redacted), and what was checked (✔). The providers a launch contracts are played by the API tests' local stand-ins: an SMTP server that keeps what it receives (`tests/support/smtp-sink.mjs`), PortOne's identity API (`tests/support/portone-server.ts`) and Solapi's messaging API (`tests/support/solapi-server.ts`). The site URL is a public name nothing resolves; the walk talks to the instance's own port, as nginx does.",
  );
  out();

  // 1 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 1. The host');
  out();
  await sh('cat .nvmrc; node --version; npm --version', { settings: false });
  const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
  check(
    Number(process.versions.node.split('.')[0]) >= Number(nvmrc.replace(/^v/, '').split('.')[0]),
    `Node ${process.version} meets .nvmrc (${nvmrc})`,
  );
  out(
    "`npm ci` was not run again: this checkout's `node_modules` is the one `npm ci` installed for the main checkout (development packages included), hard-linked.",
  );
  await sh('npm ls --depth=0 esbuild next pg', { settings: false });
  check(
    existsSync('node_modules/esbuild'),
    'the development packages are installed (esbuild, which the operator commands bundle with)',
  );
  out();

  // 2 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 2. The database');
  out();
  await sh(
    `dropdb --if-exists -h ${PG_HOST} -U ${PG_USER} ${DB} 2>/dev/null && createdb -h ${PG_HOST} -U ${PG_USER} ${DB}`,
    {
      settings: false,
      show: `createdb -h ${PG_HOST} -U ${PG_USER} ${DB}`,
    },
  );
  out(
    `(No \`-O app\`: this server has no role for the site, so the database belongs to \`${PG_USER}\`, which the settings connect as.)`,
  );
  const maxConn = (
    await sh(`psql -h ${PG_HOST} -U ${PG_USER} -d ${DB} -tAc 'show max_connections; show server_version;'`, {
      settings: false,
    })
  ).text;
  check(
    Number(maxConn.split('\n')[0]) > 10 + 5,
    `max_connections (${maxConn.split('\n')[0]}) above one instance × DB_POOL_MAX 10 plus the tools`,
  );
  const tables = (
    await sh(
      `psql -h ${PG_HOST} -U ${PG_USER} -d ${DB} -tAc "select count(*) from information_schema.tables where table_schema = 'public'"`,
      { settings: false },
    )
  ).text.trim();
  check(tables === '0', 'the database is new: no table in public');
  await sh('pg_dump --version', { settings: false });
  out();

  // 3 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 3. The settings');
  out();
  const gen = () => spawnSync('openssl', ['rand', '-base64', '48'], { encoding: 'utf8' }).stdout.trim();
  await sh('openssl rand -base64 48 | wc -c', {
    settings: false,
    show: 'openssl rand -base64 48   # one each for JWT_SECRET, HASH_PEPPER, METRICS_TOKEN (length shown)',
  });
  const JWT = gen();
  const PEPPER = gen();
  const METRICS = gen();
  for (const s of [JWT, PEPPER, METRICS]) secrets.add(s);
  const settings = {
    DATABASE_URL: `postgres://${PG_USER}@${PG_HOST}:5432/${DB}`,
    JWT_SECRET: JWT,
    HASH_PEPPER: PEPPER,
    METRICS_TOKEN: METRICS,
    APP_URL: SITE,
    NEXT_PUBLIC_SITE_URL: SITE,
    MAIL_FROM: '"Moru Design Trend <no-reply@golive-walk.example>"',
    CONTACT_NOTIFY_EMAIL: 'trend@golive-walk.example',
    SEED_PROGRAMME: 'true',
    PORT: String(PORT),
    NEXT_DIST_DIR: DIST,
    TRUSTED_PROXY_HOPS: '1',
    DB_POOL_MAX: '10',
    ...providers.env,
  };
  writeFileSync(
    SETTINGS,
    `${Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
  );
  chmodSync(SETTINGS, 0o600);
  out(
    'The settings file (its secrets redacted), mode 0600. Every command below runs in a shell that loaded it first with `set -a; . moru.env; set +a` (shown once here, left out of each line):',
  );
  await sh(`stat -c '%a %n' ${SETTINGS} && cat ${SETTINGS}`, {
    settings: false,
    show: `stat -c '%a %n' moru.env && cat moru.env`,
  });
  check((statSync(SETTINGS).mode & 0o777) === 0o600, 'the settings file is readable by its owner only');
  await sh(`set -a; . ${SETTINGS}; set +a; printf '%s\\n' "$MAIL_FROM"`, {
    settings: false,
    show: `set -a; . moru.env; set +a; printf '%s\\n' "$MAIL_FROM"`,
  });
  out();

  // 4 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 4. The first owner');
  out();
  const created = await sh(`npm run staff -- create-owner ${OWNER}`);
  const link = created.text.match(/https?:\/\/\S+\/admin\/setup#token=(\S+)/);
  check(Boolean(link), 'it printed the one-time link APP_URL/admin/setup#token=…');
  const setupToken = link?.[1] ?? '';
  secrets.add(setupToken);
  check(link?.[0].startsWith(`${SITE}/admin/setup#token=`), 'the link is on APP_URL');
  const migrated = (
    await sh(
      `psql -h ${PG_HOST} -U ${PG_USER} -d ${DB} -tAc "select count(*) from drizzle.__drizzle_migrations"; psql -h ${PG_HOST} -U ${PG_USER} -d ${DB} -tAc "select email, role, status from staff"`,
      { settings: false },
    )
  ).text;
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')).entries.length;
  check(
    Number(migrated.split('\n')[0]) === journal,
    `every migration (${journal}) was applied by the command`,
  );
  check(migrated.includes(`${OWNER}|owner|active`), 'one active owner, the one named');
  const audit = (
    await sh(`psql -h ${PG_HOST} -U ${PG_USER} -d ${DB} -tAc "select action, staff_email from audit_log"`, {
      settings: false,
    })
  ).text;
  check(
    audit.includes('staff.create|cli:npm run staff'),
    'the audit log holds staff.create by cli:npm run staff',
  );
  out();

  // 5 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 5. The programme');
  out();
  out(
    'No staging to carry from: `SEED_PROGRAMME=true` is in the settings (step 3), so the first start writes the programme. Checked after step 7.',
  );
  out();

  // 6 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 6. The preflight');
  out();
  const doctor = await sh('npm run doctor', { head: 40 });
  check(!/\[failed\]/.test(doctor.text), 'no line [failed]');
  for (const line of ['settings', 'database', 'mail transport', 'identity provider', 'messaging provider'])
    check(
      doctor.text.split('\n').some((l) => l.includes('[passed]') && l.toLowerCase().includes(line)),
      `[passed] ${line}`,
    );
  out();

  // 7 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 7. Build and start');
  out();
  const buildEnv = { NEXT_PUBLIC_SITE_URL: SITE };
  if (process.env.WALK_BUILD_LOG && buildIsFresh(DIST, buildEnv)) {
    const at = statSync(join(DIST, 'BUILD_ID')).mtime.toISOString();
    out(`The build was made for this walk at ${at} (the machine is shared: it is made once), with:`);
    out('```console');
    out(`$ set -a; . moru.env; set +a; NEXT_PUBLIC_SITE_URL=${SITE} npm run build`);
    out(trim(readFileSync(process.env.WALK_BUILD_LOG, 'utf8'), 12, 40));
    out('```');
  } else {
    await sh(`NEXT_PUBLIC_SITE_URL=${SITE} nice -n 10 npm run build`, {
      show: `NEXT_PUBLIC_SITE_URL=${SITE} npm run build`,
      head: 12,
      tail: 40,
    });
  }
  check(buildIsFresh(DIST, buildEnv), `${DIST} holds a fresh build for ${SITE}`);
  out('```console');
  out('$ set -a; . moru.env; set +a; npm start   # PORT and NEXT_DIST_DIR from the settings');
  server = spawn('bash', ['-c', `set -a; . ${SETTINGS}; set +a; exec npm start`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (c) => {
    serverLog += c;
  });
  server.stderr.on('data', (c) => {
    serverLog += c;
  });
  await until('the server', () => serverLog.includes('[server] ready') || server.exitCode !== null, 180_000);
  out(redact(trim(serverLog, 30, 10)));
  out('```');
  check(serverLog.includes('[server] ready'), 'the instance listens');
  check(
    serverLog.includes(`[build] ${DIST} is up to date`),
    '`npm start` serves the build `npm run build` made (no second build)',
  );
  const ready = await sh(`curl -fsS http://127.0.0.1:${PORT}/api/health/ready`, {
    show: `curl -fsS http://127.0.0.1:${PORT}/api/health/ready`,
  });
  check(ready.text.includes('"status":"ready"'), 'readiness answers {"status":"ready"}');
  const metrics = await sh(
    `curl -fsS -H "Authorization: Bearer $METRICS_TOKEN" http://127.0.0.1:${PORT}/metrics | grep -E '^moru_(db_up|outbox_pending)'`,
  );
  check(/^moru_db_up 1$/m.test(metrics.text), 'metrics answer moru_db_up 1 with the token');
  const noToken = await sh(`curl -sS -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:${PORT}/metrics`);
  check(
    noToken.text.trim() === '401' || noToken.text.trim() === '404',
    `metrics without the token: ${noToken.text.trim()}`,
  );
  const programme = (
    await sh(
      `psql -h ${PG_HOST} -U ${PG_USER} -d ${DB} -tAc "select (select count(*) from editions) || ' editions, ' || (select count(*) from archive_entries) || ' archive entries, ' || (select count(*) from events) || ' events, ' || (select count(*) from users) || ' members'"`,
      { settings: false },
    )
  ).text.trim();
  const [eds, arch, evs, mem] = (programme.match(/\d+/g) ?? []).map(Number);
  check(
    eds > 0 && arch >= 20,
    'the first start wrote the programme (SEED_PROGRAMME=true, step 5): editions and the archive since 2001',
  );
  check(evs === 0 && mem === 0, 'and no demo event or member');
  const archive = await fetch(`${BASE}/archive`);
  check(archive.status === 200, `the archive page renders (GET /archive → ${archive.status})`);
  const home = await fetch(`${BASE}/`);
  check(home.status === 200, `the home page renders (GET / → ${home.status})`);
  out();

  // 8 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 8. The first backup and its restore');
  out();
  const backup = await sh(`npm run backup -- ${BACKUPS}`, { show: `npm run backup -- ${BACKUPS}` });
  const file = backup.text.match(/(\S+moru-\S+\.(?:pgdump|jsonl\.gz))/)?.[1];
  check(Boolean(file), `it wrote ${file}`);
  check((statSync(file).mode & 0o777) === 0o600, 'the backup is readable by its owner only');
  out('The rehearsal, on a scratch database:');
  await sh(
    `dropdb --if-exists -h ${PG_HOST} -U ${PG_USER} ${REHEARSAL_DB} 2>/dev/null; createdb -h ${PG_HOST} -U ${PG_USER} ${REHEARSAL_DB}`,
    {
      settings: false,
      show: `createdb -h ${PG_HOST} -U ${PG_USER} ${REHEARSAL_DB}`,
    },
  );
  const rehearsalUrl = `postgres://${PG_USER}@${PG_HOST}:5432/${REHEARSAL_DB}`;
  await sh(`DATABASE_URL=${rehearsalUrl} npm run restore ${file}`);
  const listed = await sh(`DATABASE_URL=${rehearsalUrl} npm run staff -- list`);
  check(listed.text.includes(OWNER), 'the restored database has the owner of the day of the backup');
  const rehearsalDoctor = await sh(`DATABASE_URL=${rehearsalUrl} npm run doctor`, { head: 40 });
  check(!/\[failed\]/.test(rehearsalDoctor.text), 'the preflight passes on the restored database');
  await sh(`dropdb -h ${PG_HOST} -U ${PG_USER} ${REHEARSAL_DB}`, { settings: false });
  out();

  // 9 ─────────────────────────────────────────────────────────────────────────────────────────────
  out('## 9. The console');
  out();
  out("The owner opens the link from step 4 (on this instance's port):");
  const setupPage = await fetch(`${BASE}/admin/setup`);
  out('```http');
  out(`GET /admin/setup#token=‹redacted›\n→ ${setupPage.status} ${setupPage.headers.get('content-type')}`);
  out('```');
  check(setupPage.status === 200, 'the set-up page renders');
  out('and chooses a password; the page sends:');
  const setup = await http('POST', '/api/admin/auth/setup', {
    body: { token: setupToken, password: OWNER_PASSWORD },
  });
  check(
    setup.status === 200 && setup.data.enrolmentRequired === true,
    'the password is set; the session is for TOTP enrolment only',
  );
  const again = await http('POST', '/api/admin/auth/setup', {
    body: { token: setupToken, password: OWNER_PASSWORD },
  });
  check(again.status === 410, 'the link is spent (a second use: 410)');
  const enrolToken = setup.data.accessToken;
  const enrol = await http('POST', '/api/admin/auth/totp/setup', { token: enrolToken });
  check(
    enrol.status === 200 && typeof enrol.data.secret === 'string',
    '/admin/enrol gets the TOTP secret and its QR code',
  );
  secrets.add(enrol.data.secret);
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(enrol.data.secret),
  });
  out('The authenticator app (here `otpauth`, the library the server checks codes with) shows a code:');
  const confirm = await http('POST', '/api/admin/auth/totp/confirm', {
    token: enrolToken,
    body: { code: totp.generate() },
  });
  check(
    confirm.status === 200 && confirm.data.recoveryCodes?.length > 0,
    'TOTP enrolled; recovery codes given once',
  );
  out('The next code (a code is accepted once) signs the owner in:');
  const step = Math.floor(Date.now() / 30_000);
  await until('the next TOTP step', () => Math.floor(Date.now() / 30_000) > step, 35_000);
  const login = await http('POST', '/api/admin/auth/login', {
    body: { email: OWNER, password: OWNER_PASSWORD, totp: totp.generate() },
  });
  check(login.status === 200 && login.data.staff?.role === 'owner', 'the owner is signed in to the console');
  const owner = login.data.accessToken;
  const consolePage = await fetch(`${BASE}/admin`);
  check(consolePage.status === 200, `the console page renders (GET /admin → ${consolePage.status})`);

  out(
    "The first event and its session, as the console's event form sends them (a draft, a session, then published):",
  );
  const now = Date.now();
  const HOUR = 3_600_000;
  const day = (n) => new Date(now + n * 24 * HOUR).toISOString();
  // The session: the day after tomorrow, 14:00 in Seoul (05:00 UTC).
  const slotAt = new Date(
    Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 2, 5),
  );
  const event = await http('POST', '/api/admin/events', {
    token: owner,
    body: {
      type: 'application',
      kind: 'docent',
      titleKo: '개막 도슨트 투어',
      titleEn: 'Opening docent tour',
      summaryKo: '개막 주간의 소재 해설',
      summaryEn: 'The materials, explained in the opening week',
      bodyKo: '<p>성수 팝업 1층 로비에서 출발합니다.</p>',
      bodyEn: '<p>Leaves from the Seongsu pop-up lobby.</p>',
      placeKo: '성수 팝업 1층 로비',
      placeEn: 'Seongsu pop-up, 1F lobby',
      startsAt: day(-1),
      endsAt: day(7),
      applyOpensAt: day(-1),
      applyClosesAt: day(6),
      published: false,
    },
  });
  check(event.status === 201, 'the event is created as a draft');
  const eventId = event.data.id;
  const draft = await fetch(`${BASE}/api/events/${eventId}`);
  check(draft.status === 404, 'a draft is not on the public site (404)');
  const session = await http('POST', `/api/admin/events/${eventId}/sessions`, {
    token: owner,
    body: { startsAt: slotAt.toISOString(), capacity: 12 },
  });
  check(session.status === 201, `a session at ${slotAt.toISOString()} for 12`);
  const published = await http('PATCH', `/api/admin/events/${eventId}`, {
    token: owner,
    body: { published: true },
  });
  check(published.status === 200 && published.data.published === true, 'the event is published');
  const pub = await http('GET', `/api/events/${eventId}`);
  check(pub.status === 200, 'the event is on the public site');
  out();

  // 10 ────────────────────────────────────────────────────────────────────────────────────────────
  out('## 10. The first member');
  out();
  out(
    "Sign-up: identity through PortOne (the stand-in plays the person in PortOne's window), then the e-mail code, then the form.",
  );
  const idReq = await http('POST', '/api/identity/requests', { body: { purpose: 'sign_up' } });
  check(
    idReq.status === 201 && idReq.data.provider === 'portone',
    "the site opens PortOne's window (provider portone)",
  );
  providers.portone.verify(idReq.data.identityVerificationId, PERSON);
  const idRes = await http('POST', '/api/identity/results', {
    body: { requestId: idReq.data.requestId, result: idReq.data.identityVerificationId },
  });
  check(idRes.status === 200, 'the server read the verification from PortOne with the API secret');
  const sent = await http('POST', '/api/auth/email-codes', { body: { email: MEMBER_EMAIL } });
  check(sent.status === 202, 'an e-mail code is sent');
  const codeMail = await until('the code mail', () =>
    providers.smtp.messages.find((m) => m.to.includes(MEMBER_EMAIL) && /\b\d{6}\b/.test(m.subject)),
  );
  out(
    `Mail received by the SMTP server: "${codeMail.subject.replace(/\b\d{6}\b/, '‹code›')}" from ${codeMail.from}`,
  );
  check(true, 'the code mail came through SMTP_URL');
  const code = codeMail.subject.match(/\b(\d{6})\b/)[1];
  const verified = await http('POST', '/api/auth/email-codes/verify', {
    body: { email: MEMBER_EMAIL, code },
  });
  check(verified.status === 200, 'the e-mail is verified');
  const signUp = await http('POST', '/api/auth/sign-up', {
    body: {
      memberType: 'normal',
      terms: true,
      privacy: true,
      marketing: false,
      identityToken: idRes.data.identityToken,
      emailToken: verified.data.emailToken,
      email: MEMBER_EMAIL,
      password: MEMBER_PASSWORD,
      passwordConfirm: MEMBER_PASSWORD,
    },
  });
  check(signUp.status === 201, 'the first member is signed up');
  const member = signUp.data.accessToken;
  const me = await http('GET', '/api/users/my', { token: member });
  check(me.data.name === PERSON.name, `the member is ${PERSON.name}, as PortOne verified`);

  out('The booking:');
  const booked = await http('POST', `/api/events/${eventId}/applications`, {
    token: member,
    body: { sessionId: session.data.id },
  });
  check(booked.status === 201, 'the session is booked');
  const ticketMail = await until(
    'the confirmation mail',
    () =>
      providers.smtp.messages.find(
        (m) => m.to.includes(MEMBER_EMAIL) && m.subject.includes('개막 도슨트 투어'),
      ),
    60_000,
  );
  out(`Mail received by the SMTP server: **"${ticketMail.subject}"** to ${ticketMail.to.join(', ')}`);
  out('```text');
  out(trim(ticketMail.text.split('BEGIN:VCALENDAR')[0].replace(/\n{3,}/g, '\n\n'), 30, 5));
  out('```');
  check(ticketMail.text.includes('개막 도슨트 투어'), 'the confirmation mail names the event');
  check(
    /ticket\.ics/.test(ticketMail.raw) && ticketMail.text.includes('BEGIN:VCALENDAR'),
    'the ticket is attached (ticket.ics)',
  );
  const alim = await until(
    'the AlimTalk',
    () => providers.solapi.to(PERSON.tel).find((m) => m.type === 'ATA'),
    60_000,
  );
  out(
    `Solapi accepted an AlimTalk to ${alim.to}: template ${alim.kakaoOptions?.templateId}, variables ${JSON.stringify(alim.kakaoOptions?.variables)}`,
  );
  check(alim.kakaoOptions?.variables?.['#{title}'] === '개막 도슨트 투어', 'the AlimTalk carries the event');
  const dash = await until(
    'an empty outbox',
    async () => {
      const r = await (
        await fetch(`${BASE}/api/admin/dashboard`, { headers: { authorization: `Bearer ${owner}` } })
      ).json();
      return r.outboxPending === 0 && r.messages?.pending === 0 ? r : null;
    },
    60_000,
  );
  await http('GET', '/api/admin/dashboard', { token: owner });
  check(
    dash.outboxFailures === 0 && dash.messages.failing === 0,
    'the dashboard shows no mail or message failing or waiting',
  );

  out('Then the booking is cancelled from /my, and the seat goes back:');
  const cancelled = await http('DELETE', `/api/users/my/applications/${booked.data.id}`, { token: member });
  check(cancelled.status === 200, 'the booking is cancelled');
  const after = await http('GET', `/api/events/${eventId}`);
  const seats = JSON.stringify(after.data).match(/"seatsLeft":(\d+)/)?.[1];
  check(seats === '12', `the session has its 12 seats again (seatsLeft ${seats})`);
  out();

  out('## Closing');
  out();
  out(`${checks.length} checks, all passed. The instance was stopped (SIGTERM) and the database dropped:`);
} catch (err) {
  out();
  out(`**The walk stopped:** ${redact(String(err?.stack ?? err))}`);
  out(
    `Mail the SMTP server received: ${JSON.stringify(providers.smtp.messages.map((m) => m.subject.replace(/\b\d{6}\b/, '‹code›')))}`,
  );
  out(`Messages Solapi accepted: ${providers.solapi.state.accepted.length}`);
  out('```text');
  out(redact(trim(serverLog, 20, 40)));
  out('```');
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await until(
      'the server to stop',
      () => server.exitCode !== null || server.signalCode !== null,
      30_000,
    ).catch(() => process.kill(-server.pid, 'SIGKILL'));
    out('```console');
    out(`$ kill -TERM <npm start's pid>\n${redact(trim(serverLog.split('\n').slice(-6).join('\n'), 6, 0))}`);
    out('```');
  }
  await sh(`dropdb -h ${PG_HOST} -U ${PG_USER} ${DB}`, { settings: false, allowFail: true });
  await providers.close();
  rmSync(work, { recursive: true, force: true });
}
