import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { escapeLike, ilikeContains } from './like';
import { users } from './schema';

describe('escapeLike', () => {
  it('escapes %, _ and \\ so each stands for itself', () => {
    expect(escapeLike('%')).toBe('\\%');
    expect(escapeLike('_')).toBe('\\_');
    expect(escapeLike('\\')).toBe('\\\\');
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('leaves every other character as it is', () => {
    expect(escapeLike('김모루 a.b*c?[d]^$')).toBe('김모루 a.b*c?[d]^$');
    expect(escapeLike('')).toBe('');
  });
});

describe('ilikeContains', () => {
  it('binds the escaped text between wildcards as a parameter, never into the statement', () => {
    const q = new PgDialect().sqlToQuery(ilikeContains(users.name, "_%'"));
    expect(q.sql).toBe('"users"."name" ilike $1');
    expect(q.params).toEqual(["%\\_\\%'%"]);
  });
});
