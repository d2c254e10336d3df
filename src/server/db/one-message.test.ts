import { describe, expect, it } from 'vitest';
import { inlineParams, uuidLiteral } from './one-message';

describe('inlineParams', () => {
  it('writes each parameter in as a quoted literal, escaped as the driver escapes it', () => {
    expect(inlineParams('select $1, $2, $3', ['a', 5, null])).toBe("select 'a', '5', null");
    expect(inlineParams('insert into t values ($1)', ["it's"])).toBe("insert into t values ('it''s')");
    expect(inlineParams('select $1', ['back\\slash'])).toBe("select  E'back\\\\slash'");
  });

  it('serializes values as the driver sends them: JSON as text, dates as timestamps, arrays as array literals', () => {
    expect(inlineParams('select $1', [true])).toBe("select 'true'");
    expect(inlineParams('select $1::uuid[]', [['a', 'b']])).toBe(`select '{"a","b"}'::uuid[]`);
    const at = inlineParams('select $1::timestamptz', [new Date('2026-11-26T01:02:03.004Z')]);
    expect(new Date(at.slice(8, at.indexOf("'", 8))).toISOString()).toBe('2026-11-26T01:02:03.004Z');
  });

  it('tells $10 from $1 and leaves dollars inside strings and identifiers alone', () => {
    const params = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    expect(inlineParams('select $10, $1', params)).toBe("select 'v10', 'v1'");
    expect(inlineParams(`select '$1 it''s $2', "col$1" from t where a = $1`, ['x'])).toBe(
      `select '$1 it''s $2', "col$1" from t where a = 'x'`,
    );
  });

  it('refuses a placeholder without a parameter', () => {
    expect(() => inlineParams('select $2', ['a'])).toThrow(RangeError);
  });
});

describe('uuidLiteral', () => {
  it('quotes a UUID and refuses anything else', () => {
    expect(uuidLiteral('0B5E7A2C-1111-4222-8333-444455556666')).toBe(
      "'0b5e7a2c-1111-4222-8333-444455556666'",
    );
    expect(() => uuidLiteral("x' or '1'='1")).toThrow(TypeError);
  });
});
