// A light HTTP client for the load generators (decision 016): `node:http` with a keep-alive agent
// costs the bench a fraction of what undici's `fetch` does per request (WHATWG streams, abort
// signals, header objects), and the bench shares the two cores with the servers it measures. A
// real rush comes from thousands of phones, none of which spends our CPU. Same shape as the parts
// of `fetch` the benches use: `status` and `json()`.
import http from 'node:http';

const agents = new Map();

function agentFor(origin) {
  let agent = agents.get(origin);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    agents.set(origin, agent);
  }
  return agent;
}

/** `fetch(url, { method, headers, body })` for plain http, answering `{ status, json() }`. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        agent: agentFor(target.origin),
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode, json: async () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Closes the kept-alive sockets, so the bench process can end. */
export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
