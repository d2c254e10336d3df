import fc from 'fast-check';
import { weirdValue } from './fuzz';
import { fillPath, type JsonSchema, nonConformance, type Operation } from './openapi';

type Call = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers?: Record<string, string>,
) => Response | Promise<Response>;

export type FuzzReport = {
  seed: number;
  sent: number;
  byStatus: Record<string, number>;
  /** Answers of 5xx, or 4xx without the JSON error shape: each is a defect. */
  failures: { method: string; path: string; url: string; body?: string; status: number; why: string }[];
  routes: number;
  ms: number;
};

const weird = weirdValue();

/** A value near what the schema expects, often right and often just wrong. */
function valueFor(s: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [];
  if (s.enum?.length) near.push(fc.constantFrom(...s.enum));
  if (s.format === 'uuid') near.push(fc.constantFrom(...ids), fc.uuid());
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  if (t === 'string' && !s.enum) near.push(fc.string({ maxLength: (s.maxLength ?? 40) + 2 }));
  if (t === 'integer' || t === 'number') near.push(fc.integer({ min: -5, max: (s.maximum ?? 100) + 5 }));
  if (t === 'boolean') near.push(fc.boolean());
  if (t === 'object' && s.properties) near.push(objectFor(s, ids));
  if (t === 'array') near.push(fc.array(s.items ? valueFor(s.items, ids) : weird, { maxLength: 5 }));
  return fc.oneof(...near, weird);
}

function objectFor(s: JsonSchema, ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, valueFor(v, ids)]));
  return fc.record(props, { requiredKeys: [] });
}

/** The query-string form of a value: what a browser could put in a URL. */
const asParam = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

type Req = { op: Operation; url: string; body?: string; headers: Record<string, string>; auth: boolean };

/** One random request to one random operation of the document. */
export function requestArbitrary(ops: Operation[], ids: string[]): fc.Arbitrary<Req> {
  return fc.constantFrom(...ops).chain((op) => {
    const pathParams = op.params.filter((p) => p.in === 'path');
    const queryParams = op.params.filter((p) => p.in === 'query');
    const path = fc.record(
      Object.fromEntries(
        pathParams.map((p) => [p.name, fc.oneof(valueFor(p.schema ?? {}, ids).map(asParam), fc.string())]),
      ),
    );
    const query = fc.record(
      Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema ?? {}, ids).map(asParam)])),
      { requiredKeys: [] },
    );
    const body: fc.Arbitrary<{ text?: string; type?: string }> = op.body
      ? fc.oneof(
          { weight: 6, arbitrary: objectFor(op.body, ids).map((v) => ({ text: JSON.stringify(v) })) },
          { weight: 2, arbitrary: fc.anything().map((v) => ({ text: JSON.stringify(v) ?? 'null' })) },
          { weight: 1, arbitrary: fc.string().map((text) => ({ text })) },
          { weight: 1, arbitrary: fc.string().map((text) => ({ text, type: 'text/plain' })) },
        )
      : fc.constant({});
    return fc
      .record({
        path,
        query,
        body,
        lang: fc.constantFrom('ko', 'en'),
        auth: fc.boolean(),
        ip: fc.ipV4(),
      })
      .map(({ path: p, query: q, body: b, lang, auth, ip }) => {
        const search = new URLSearchParams(q as Record<string, string>).toString();
        const url = `${fillPath(op, p as Record<string, string>)}${search ? `?${search}` : ''}`;
        const headers: Record<string, string> = { 'accept-language': lang, 'x-forwarded-for': ip };
        if (b.text !== undefined) headers['content-type'] = b.type ?? 'application/json';
        return { op, url, body: b.text, headers, auth: op.auth && auth };
      });
  });
}

/**
 * Sends `requests` random requests across every operation of the document and records every
 * answer that is a 5xx or lacks the JSON error shape. `token` is asked again after a 401 on a
 * member route (a fuzzed withdrawal can close the member's account).
 */
export async function fuzzOpenApi(opts: {
  call: Call;
  ops: Operation[];
  requests: number;
  ids: string[];
  token: (renew: boolean) => Promise<string>;
  seed?: number;
  concurrency?: number;
  onProgress?: (r: FuzzReport) => void;
}): Promise<FuzzReport> {
  const seed = opts.seed ?? Date.now() % 2 ** 31;
  const started = Date.now();
  const report: FuzzReport = { seed, sent: 0, byStatus: {}, failures: [], routes: opts.ops.length, ms: 0 };
  const arb = requestArbitrary(opts.ops, opts.ids);
  const rng = fc.sample(arb, { numRuns: opts.requests, seed });
  let token = await opts.token(false);
  let next = 0;
  const worker = async () => {
    while (next < rng.length) {
      const r = rng[next++];
      const res = await opts.call(r.op.method, r.url, r.body, r.auth ? token : undefined, r.headers);
      report.sent++;
      report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
      const fail = (why: string) =>
        report.failures.push({
          method: r.op.method,
          path: r.op.path,
          url: r.url,
          body: r.body?.slice(0, 300),
          status: res.status,
          why,
        });
      if (!r.op.statuses.includes(res.status)) fail(`status ${res.status} not in the document`);
      if (res.status >= 500) fail('5xx');
      const schema = r.op.answers[res.status];
      const type = res.headers.get('content-type') ?? '';
      if (res.status >= 400 && !type.includes('application/json')) fail('not JSON');
      if (type.includes('application/json')) {
        const text = await res.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          fail('not JSON');
        }
        if (body !== undefined && res.status >= 400) {
          const b = body as { error?: { code?: unknown; message?: unknown } };
          if (typeof b?.error?.code !== 'string' || typeof b?.error?.message !== 'string')
            fail('no error shape');
        }
        const miss = body !== undefined && schema ? nonConformance(schema, body) : null;
        if (miss) fail(`body not as documented: ${miss}`);
        if (res.status === 401 && r.auth) token = await opts.token(true);
      } else await res.body?.cancel();
      if (opts.onProgress && report.sent % 10_000 === 0)
        opts.onProgress({ ...report, ms: Date.now() - started });
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  report.ms = Date.now() - started;
  return report;
}
