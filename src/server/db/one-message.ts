import 'server-only';
import { is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { prepareValue } from 'pg/lib/utils';
import { isUuid } from '@/schemas/field-rules';
import { type Db, dbKind, type Tx } from './client';

/**
 * Statements sent together, as one message (decision 016). A transaction a rush runs one after
 * another on a slot costs a round trip per message, and on a busy server each round trip waits
 * behind everything else the event loop has to do. PostgreSQL runs several statements sent in one
 * simple-protocol message in order, each in a snapshot taken when it starts (READ COMMITTED), so
 * a statement after a row lock sees everything committed before the lock was granted, exactly as
 * if they had been sent apart. That protocol takes no parameters: every statement in such a
 * message is a `Literal`.
 */

/**
 * A statement without parameters: its values are literals (`literal`, `uuidLiteral`). One made from
 * a template (`templateLiteral`) also carries its prepared form: on PostgreSQL, `transactionOf`
 * sends `EXECUTE name(values)` for it, so the server plans it once per connection instead of on
 * every call.
 */
export type Literal = { readonly text: string; readonly prepared?: Prepared };
type Prepared = { readonly name: string; readonly text: string; readonly args: string[] };

/** `id` as an SQL literal, or an error when it is not a UUID. */
export function uuidLiteral(id: string): string {
  if (!isUuid(id)) throw new TypeError('not a UUID');
  return `'${id.toLowerCase()}'`;
}

/**
 * Drizzle's statement with each parameter written in as a quoted literal: serialized as the driver
 * would send it (`prepareValue`) and escaped by the driver's own `escapeLiteral`. A quoted literal
 * has no type of its own until its context gives it one, as an untyped parameter has none, so the
 * statement means the same. The placeholders are found outside quoted strings and identifiers.
 */
export function literal(db: Db | Tx, query: SQL): Literal {
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  return { text: inlineParams(text, params) };
}

/** `text` with `$1`… replaced by `params` as literals (exported for its unit test). */
export function inlineParams(text: string, params: unknown[]): string {
  const { parts, holes } = splitAtParams(text);
  for (const n of holes) if (n < 1 || n > params.length) throw new RangeError(`no parameter $${n}`);
  let out = parts[0];
  holes.forEach((n, i) => {
    out += valueLiteral(params[n - 1]) + parts[i + 1];
  });
  return out;
}

/** A value as the driver would send it (`prepareValue`), as an escaped SQL literal. */
function valueLiteral(value: unknown): string {
  const prepared = prepareValue(value);
  return prepared === null || prepared === undefined ? 'null' : pg.escapeLiteral(String(prepared));
}

/**
 * `text` cut at each `$n` outside quoted strings and identifiers: `parts` around them, `holes`
 * the parameter numbers in the order they appear (`parts.length === holes.length + 1`).
 */
function splitAtParams(text: string): { parts: string[]; holes: number[] } {
  const parts: string[] = [];
  const holes: number[] = [];
  let part = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"') {
      // NOTE: a doubled quote inside is an escaped one; the scan resumes after the closing quote.
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === c) {
          if (text[j + 1] === c) j++;
          else break;
        }
      }
      part += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '$' && /[0-9]/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (/[0-9]/.test(text[j] ?? '')) j++;
      holes.push(Number(text.slice(i + 1, j)));
      parts.push(part);
      part = '';
      i = j;
      continue;
    }
    part += c;
    i++;
  }
  parts.push(part);
  return { parts, holes };
}

/** What a statement built once is filled with on each call: one value per placeholder name. */
export type TemplateValues = Record<string, unknown>;
type Template = {
  name: string;
  /** drizzle's text, with `$n` for each parameter: what `PREPARE` is given. */
  text: string;
  parts: string[];
  /** For each `$n` in the text, in order, the index of its argument. */
  holes: number[];
  /** One per parameter, in the order of their numbers. */
  fills: ((values: TemplateValues) => string)[];
};
const templates = new Map<string, Template>();

/**
 * What `literal(db, build())` gives with the values written in, drizzle building the statement
 * only the first time a `shape` is asked for (decision 016: building a seat's statement each time
 * was a quarter of a waitlist join's CPU). `build` makes the statement with `sql.placeholder(name)`
 * for every value that changes between calls (wrapped by `sql.param(…, column)` wherever the
 * column's encoder must see the value, as drizzle's comparisons do for a plain value); `shape`
 * names everything else the statement's text depends on. `values` gives each placeholder's value
 * for this call.
 */
export function templateLiteral(
  db: Db | Tx,
  shape: string,
  build: () => SQL,
  values: TemplateValues,
): Literal {
  let template = templates.get(shape);
  if (!template) {
    const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(build());
    const { parts, holes } = splitAtParams(text);
    for (const n of holes) if (n < 1 || n > params.length) throw new RangeError(`no parameter $${n}`);
    template = {
      name: `moru_t${templates.size + 1}`,
      text,
      parts,
      holes: holes.map((n) => n - 1),
      fills: params.map(fillOf),
    };
    templates.set(shape, template);
  }
  const args = template.fills.map((fill) => fill(values));
  let text = template.parts[0];
  for (let i = 0; i < template.holes.length; i++) text += args[template.holes[i]] + template.parts[i + 1];
  return { text, prepared: { name: template.name, text: template.text, args } };
}

/** How one parameter of a template is written: a placeholder's value (encoded by its column), or a constant. */
function fillOf(param: unknown): (values: TemplateValues) => string {
  const given = (name: string, values: TemplateValues) => {
    if (!(name in values)) throw new RangeError(`no value for placeholder ${name}`);
    return values[name];
  };
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    const name = param.value.name;
    return (values) => {
      const value = given(name, values);
      return valueLiteral(value === null ? null : encoder.mapToDriverValue(value));
    };
  }
  if (is(param, Placeholder)) {
    const name = param.name;
    return (values) => valueLiteral(given(name, values));
  }
  const constant = valueLiteral(param);
  return () => constant;
}

type NodePgInternals = {
  $client: { connect: () => Promise<PoolClient> };
  dialect: PgDialect;
  _: { session: { schema: unknown; options: unknown } };
};
type Results = { rows: unknown[] }[];
type PoolClient = { query: (text: string) => Promise<unknown>; release: (err?: Error | boolean) => void };

/**
 * One transaction as one message: BEGIN, `statements`, COMMIT. Returns each statement's rows. A
 * statement that fails rolls the whole transaction back (PostgreSQL skips the rest of the message)
 * and its error is thrown. On the embedded database, where a round trip costs nothing, it is
 * drizzle's transaction running them one by one.
 */
export async function transactionOf(db: Db, statements: Literal[]): Promise<unknown[][]> {
  if (dbKind(db) !== 'postgres') {
    return db.transaction(async (tx) => {
      const rows: unknown[][] = [];
      for (const s of statements)
        rows.push(((await tx.execute(sql.raw(s.text))) as unknown as Results[0]).rows);
      return rows;
    });
  }
  const text = statements.map((s) =>
    s.prepared ? `execute ${s.prepared.name}(${s.prepared.args.join(', ')})` : s.text,
  );
  return withClient(db, async (client) => {
    const done = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, done);
    for (let attempt = 0; ; attempt++) {
      // The templates this connection has not prepared yet are prepared in the same message, once each.
      const fresh = [
        ...new Map(
          statements.flatMap((s) =>
            s.prepared && !done.has(s.prepared.name) ? [[s.prepared.name, s.prepared]] : [],
          ),
        ).values(),
      ] as Prepared[];
      const prepares = fresh.map((p) => `prepare ${p.name} as ${p.text}; `).join('');
      try {
        const results = (await client.query(`begin; ${prepares}${text.join('; ')}; commit`)) as Results;
        for (const p of fresh) done.add(p.name);
        return results.slice(1 + fresh.length, -1).map((r) => r.rows);
      } catch (err) {
        // NOTE: a PREPARE is not undone by a rollback: after a failed message that prepared
        // something, or that found a statement missing, ask the connection what it holds. One whose
        // session was reset (a pooler in front, DISCARD ALL) has lost its statements ("does not
        // exist"): the message is sent again, once, preparing them anew. Any other failure (a
        // unique violation, a check) leaves what this connection holds as it was.
        const missing = (err as { code?: string }).code === INVALID_STATEMENT_NAME;
        if (fresh.length === 0 && !missing) throw err;
        const held = await heldStatements(client).catch(() => undefined);
        if (held) {
          done.clear();
          for (const name of held) done.add(name);
        }
        if (!held || !missing || attempt > 0) throw err;
      }
    }
  });
}

/** PostgreSQL's "prepared statement … does not exist". */
const INVALID_STATEMENT_NAME = '26000';

/** The templates each pooled connection has prepared (a connection replaced is a new client). */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/** The statements `client`'s session holds, after rolling back the transaction a failure left open. */
async function heldStatements(client: PoolClient): Promise<string[]> {
  await client.query('rollback');
  const held = (await client.query('select name from pg_prepared_statements')) as {
    rows: { name: string }[];
  };
  return held.rows.map((r) => r.name);
}

/**
 * Runs `fn` in a transaction whose first statement is `first` (a row lock: `SELECT … FOR UPDATE`),
 * handing `fn` the rows it returned. On PostgreSQL, BEGIN and `first` go as one message. The
 * transaction commits when `fn` returns and rolls back when it throws, as `db.transaction`.
 */
export async function transactionFrom<Row, T>(
  db: Db,
  first: Literal,
  fn: (tx: Tx, rows: Row[]) => Promise<T>,
): Promise<T> {
  if (dbKind(db) !== 'postgres') {
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql.raw(first.text));
      return fn(tx, (result as unknown as { rows: Row[] }).rows);
    });
  }
  // NOTE: what drizzle's NodePgSession.transaction does, with BEGIN sent together with `first`.
  nodePg ??= import('drizzle-orm/node-postgres');
  const { NodePgSession, NodePgTransaction } = await nodePg;
  const internals = db as unknown as NodePgInternals;
  return withClient(db, async (client) => {
    const { schema, options } = internals._.session;
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's session classes are generic over the schema.
    const session = new NodePgSession(client as any, internals.dialect, schema as any, options as any);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const tx = new NodePgTransaction(internals.dialect, session, schema as any) as unknown as Tx;
    const results = (await client.query(`begin; ${first.text}`)) as { rows: Row[] }[];
    const result = await fn(tx, results[1].rows);
    await client.query('commit');
    return result;
  });
}

let nodePg: Promise<typeof import('drizzle-orm/node-postgres')> | undefined;

/**
 * A pooled client for one transaction: rolled back when `fn` throws (a failed COMMIT has ended the
 * transaction already; the ROLLBACK after it is a no-op). A client whose ROLLBACK failed is closed
 * rather than handed to the next request.
 */
async function withClient<T>(db: Db, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await (db as unknown as NodePgInternals).$client.connect();
  let broken: Error | undefined;
  try {
    return await fn(client);
  } catch (err) {
    await client.query('rollback').catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    client.release(broken ?? false);
  }
}
