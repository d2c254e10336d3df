// Throughput under load for `npm run bench` (issue 17): wrk (or autocannon when wrk is missing) at 50
// connections against the app directly, `next start`, the deploy/ nginx in front of app instances,
// and the same nginx serving the same bytes from a file. Debian's nginx-light and wrk are installed
// with apt-get when absent (the bench only; never `npm start` or the tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const LOAD = { connections: 50, seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10) };

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

/** nginx and wrk, installed from Debian when absent; resolves with what is usable. */
export function ensureTools() {
  const missing = [!NGINX && !has('nginx') ? 'nginx-light' : null, has('wrk') ? null : 'wrk'].filter(Boolean);
  if (missing.length) {
    console.log(`[bench] installing ${missing.join(', ')} (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  }
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? null;
  return { nginx, wrk: has('wrk') };
}

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

function wrk(url, seconds = LOAD.seconds) {
  return new Promise((done) => {
    const args = ['-t2', `-c${LOAD.connections}`, `-d${seconds}s`, '--latency', url];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.on('exit', () => {
      const lat = (p) => {
        const m = out.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
        return m ? Number(toMs(m[1], m[2]).toFixed(2)) : null;
      };
      const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
      const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
      const errors = out.match(/Socket errors: (.*)/)?.[1] ?? null;
      done({
        tool: 'wrk',
        requestsPerSecond: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
        p50Ms: lat(50),
        p99Ms: lat(99),
        requests,
        non2xx,
        errors,
      });
    });
  });
}

function cannon(url) {
  return new Promise((done, fail) => {
    autocannon({ url, connections: LOAD.connections, duration: LOAD.seconds }, (err, r) => {
      if (err) return fail(err);
      done({
        tool: 'autocannon',
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors || null,
      });
    });
  });
}

/**
 * One load row: `label`, what was measured and its figures. A warm-up first (JIT, caches): one
 * request, then (with wrk) two seconds at the same load, not counted. The first run at 50
 * connections against a freshly started nginx had a tail of ~1% at ~440 ms that no later run had
 * (decision 016): a start-up effect, not what a long-running server does.
 */
export async function measure(label, url, tools) {
  await fetch(url).then((r) => r.arrayBuffer()).catch(() => {});
  if (tools.wrk) await wrk(url, 2);
  const row = tools.wrk ? await wrk(url) : await cannon(url);
  const result = { label, url: url.replace(/^https?:\/\/[^/]+/, ''), ...row };
  console.log(`[bench] ${label}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`);
  return result;
}

/**
 * Starts nginx with deploy/nginx.conf in front of `upstreams` (ports) on `port`, plus a plain
 * file server on `rawPort` whose root is `rawRoot`. Resolves with a stop function.
 */
export async function startNginx({ nginx, port, rawPort, upstreams, rawRoot }) {
  const dir = resolve(`data/bench-nginx-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (line.includes('# bench: instances')) {
        // The first marked line becomes every instance; the others go.
        return line.includes('3001') ? upstreams.map((p) => `    server 127.0.0.1:${p};`) : [];
      }
      if (line.includes('# bench: cache')) return [line.replace('/var/cache/nginx/moru', join(dir, 'cache'))];
      if (line.includes('# bench: listen')) return [`    listen ${port};`];
      return [line];
    })
    .join('\n');
  writeFileSync(join(dir, 'moru.conf'), site);
  const temp = (name) => `${name}_temp_path ${join(dir, 'tmp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `# Written by bench/throughput.mjs around deploy/nginx.conf.
user root;
worker_processes auto;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    keepalive_requests 100000;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${join(dir, 'moru.conf')};
    # The same bytes as a file, served by the same nginx: the ceiling for this machine.
    server {
        listen ${rawPort};
        location / { root ${rawRoot}; default_type text/html; try_files $uri $uri/index.html =404; }
    }
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const started = Date.now();
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${rawPort}/`);
      break;
    } catch {
      if (Date.now() - started > 15_000 || child.exitCode !== null)
        throw new Error(
          `nginx did not start: ${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').trim() : '(no error log)'}`,
        );
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
