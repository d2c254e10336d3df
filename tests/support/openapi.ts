import { randomUUID } from 'node:crypto';

/**
 * The API's own OpenAPI document, read as data: tests that must cover every route (validation
 * messages, fuzz) walk it, so a route added later is covered without a line of test code.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  nullable?: boolean;
  $ref?: string;
  default?: unknown;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };

export type Operation = {
  method: string;
  /** OpenAPI template, e.g. `/api/events/{id}`. */
  path: string;
  params: Parameter[];
  body?: JsonSchema;
  statuses: number[];
  /** The JSON schema of each documented answer that has one, by status. */
  answers: Record<number, JsonSchema>;
  auth: boolean;
};

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, with `$ref`s resolved. */
export function operations(doc: Doc): Operation[] {
  const resolve = <T>(node: T): T => {
    const ref = (node as { $ref?: string })?.$ref;
    if (!ref) return node;
    const [, , group, name] = ref.split('/');
    return resolve((doc.components as Record<string, Record<string, T>>)[group][name]);
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as
        | {
            parameters?: Parameter[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
            responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
            security?: unknown[];
          }
        | undefined;
      if (!op) continue;
      const params = (op.parameters ?? []).map(resolve).map((p) => ({ ...p, schema: deref(p.schema) }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        params,
        body: body ? deref(body) : undefined,
        statuses: Object.keys(op.responses ?? {}).map(Number),
        answers: Object.fromEntries(
          Object.entries(op.responses ?? {}).flatMap(([status, answer]) => {
            const schema = answer.content?.['application/json']?.schema;
            return schema ? [[Number(status), deepDeref(schema)]] : [];
          }),
        ),
        auth: Boolean(op.security?.length),
      });
    }
  }
  return ops;

  /** Every `$ref` resolved, however deep (answer schemas nest components). */
  function deepDeref(schema: JsonSchema, seen = new Set<string>()): JsonSchema {
    const ref = schema.$ref;
    if (ref) {
      if (seen.has(ref)) return {};
      return deepDeref(resolve(schema), new Set([...seen, ref]));
    }
    const out: JsonSchema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, deepDeref(v, seen)]),
      );
    if (schema.items) out.items = deepDeref(schema.items, seen);
    if (typeof schema.additionalProperties === 'object')
      out.additionalProperties = deepDeref(schema.additionalProperties, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (schema[key]) out[key] = schema[key]?.map((x) => deepDeref(x, seen));
    return out;
  }

  function deref(schema: JsonSchema | undefined): JsonSchema | undefined {
    if (!schema) return schema;
    const s = resolve(schema);
    const out: JsonSchema = { ...s };
    if (s.properties)
      out.properties = Object.fromEntries(
        Object.entries(s.properties).map(([k, v]) => [k, deref(v) as JsonSchema]),
      );
    if (s.items) out.items = deref(s.items);
    if (s.anyOf) out.anyOf = s.anyOf.map((x) => deref(x) as JsonSchema);
    if (s.oneOf) out.oneOf = s.oneOf.map((x) => deref(x) as JsonSchema);
    return out;
  }
}

/** The JSON types a schema accepts (`integer` counts as `number`). */
function types(s: JsonSchema): Set<string> {
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return new Set(alts.flatMap((a) => [...types(a)]));
  if (s.enum)
    return new Set(s.enum.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)));
  const t = s.type ?? (s.properties ? 'object' : undefined);
  if (!t) return new Set(['string', 'number', 'boolean', 'object', 'array', 'null']);
  return new Set((Array.isArray(t) ? t : [t]).map((x) => (x === 'integer' ? 'number' : x)));
}

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A value of a JSON type the schema does not accept, or undefined when it accepts anything. */
export function wrongType(s: JsonSchema): unknown {
  const ok = types(s);
  return [12345, 'not-this-type', true, { nested: 1 }, [1, 2]].find((v) => !ok.has(typeOf(v)));
}

/** Values that break one declared constraint each: unknown option, bad format, over-long, out of range. */
export function junkValues(s: JsonSchema, asQuery = false): unknown[] {
  const out: unknown[] = [];
  const t = types(s);
  if (s.enum) out.push('not-an-option');
  if (s.format === 'uuid') out.push('not-a-uuid');
  else if (s.format || s.pattern) out.push('%%junk%%');
  if (typeof s.maxLength === 'number') out.push('가'.repeat(s.maxLength + 1));
  if (typeof s.minLength === 'number' && s.minLength > 1) out.push('x');
  if (t.has('number') && !t.has('string')) {
    if (asQuery) out.push('abc', '1e309', '9'.repeat(400), '1.5');
    if (typeof s.minimum === 'number') out.push(asQuery ? String(s.minimum - 1) : s.minimum - 1);
    if (typeof s.maximum === 'number') out.push(asQuery ? String(s.maximum + 1) : s.maximum + 1);
  }
  if (typeof s.maxItems === 'number') out.push(Array.from({ length: s.maxItems + 1 }, () => 'x'));
  return out;
}

/** A value the schema accepts, for parameters that are not the one under test. */
export function validValue(s: JsonSchema | undefined): string {
  if (s?.enum?.length) return String(s.enum[0]);
  if (s?.format === 'uuid') return randomUUID();
  if (s?.type === 'integer' || s?.type === 'number') return String(s.minimum ?? 1);
  return 'x';
}

/** The concrete path with `{name}` filled from `values` (or a valid value). */
export function fillPath(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name] ?? validValue(op.params.find((p) => p.name === name)?.schema);
    // NOTE: `.` and `..` (also as %2E) are dot segments: the URL parser removes them before the request
    // leaves, so it would reach another path's operation. A junk value still, kept a segment.
    return /^(?:\.|%2e){1,2}$/i.test(v) ? `${encodeURIComponent(v)}~` : encodeURIComponent(v);
  });
}

export type BadRequest = { label: string; url: string; body?: string };

/**
 * Requests that must each be refused: junk in every path and query parameter, a body missing its
 * required fields, each body field of the wrong type or breaking its constraint, bodies that are
 * not objects. Each request carries one fault, so every message met is one a caller can meet.
 */
export function badRequests(op: Operation): BadRequest[] {
  const out: BadRequest[] = [];
  for (const p of op.params.filter((x) => x.in === 'path')) {
    for (const v of [...junkValues(p.schema ?? {}), 'x'.repeat(300)])
      out.push({
        label: `path ${p.name}=${String(v).slice(0, 20)}`,
        url: fillPath(op, { [p.name]: String(v) }),
      });
  }
  const base = fillPath(op);
  for (const p of op.params.filter((x) => x.in === 'query')) {
    for (const v of junkValues(p.schema ?? {}, true))
      out.push({
        label: `query ${p.name}=${String(v).slice(0, 20)}`,
        url: `${base}?${new URLSearchParams({ [p.name]: String(v) })}`,
      });
  }
  if (op.body) {
    const json = (label: string, value: unknown) =>
      out.push({ label, url: base, body: JSON.stringify(value) });
    if (op.body.required?.length) json('body {}', {});
    json('body []', []);
    json('body "x"', 'x');
    json('body 42', 42);
    json('body null', null);
    for (const [name, schema] of Object.entries(op.body.properties ?? {})) {
      const wrong = wrongType(schema);
      if (wrong !== undefined) json(`body ${name}: wrong type`, { [name]: wrong });
      for (const v of junkValues(schema)) json(`body ${name}: ${String(v).slice(0, 20)}`, { [name]: v });
    }
  }
  return out;
}

/**
 * Where `value` breaks `schema` (types, required and listed properties, enums, items, the
 * alternatives), or null when it conforms. Formats and patterns are not checked: the shape is.
 */
export function nonConformance(schema: JsonSchema, value: unknown, at = '$'): string | null {
  if (schema.const !== undefined && value !== schema.const)
    return `${at}: not ${JSON.stringify(schema.const)}`;
  if (schema.nullable && value === null) return null;
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts) {
    const misses = alts.map((alt) => nonConformance(alt, value, at));
    return misses.includes(null) ? null : misses[0];
  }
  if (schema.allOf) {
    for (const part of schema.allOf) {
      const miss = nonConformance(part, value, at);
      if (miss) return miss;
    }
  }
  if (schema.enum && !schema.enum.some((v) => v === value))
    return `${at}: ${JSON.stringify(value)} not in enum`;
  const declared = schema.type ? (Array.isArray(schema.type) ? schema.type : [schema.type]) : [];
  if (declared.length) {
    const actual = typeOf(value);
    const ok = declared.some(
      (t) =>
        t === actual ||
        (t === 'integer' && Number.isInteger(value)) ||
        (t === 'number' && actual === 'number'),
    );
    if (!ok) return `${at}: ${actual} where ${declared.join('|')} is documented`;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const name of schema.required ?? [])
      if (!(name in obj)) return `${at}.${name}: required and missing`;
    for (const [name, v] of Object.entries(obj)) {
      const prop = schema.properties?.[name];
      if (prop) {
        const miss = nonConformance(prop, v, `${at}.${name}`);
        if (miss) return miss;
      } else if (schema.additionalProperties === false) return `${at}.${name}: not documented`;
      else if (typeof schema.additionalProperties === 'object') {
        const miss = nonConformance(schema.additionalProperties, v, `${at}.${name}`);
        if (miss) return miss;
      }
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, v] of value.entries()) {
      const miss = nonConformance(schema.items, v, `${at}[${i}]`);
      if (miss) return miss;
    }
  }
  return null;
}
