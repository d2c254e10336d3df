import { describe, expect, it } from 'vitest';
import { validationText } from './labelled-field';

function catalogue(entries: Record<string, string>) {
  const t = (key: string, values: Record<string, string> = {}) =>
    entries[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  t.has = (key: string) => key in entries;
  return t;
}

describe('validationText', () => {
  const admin = catalogue({ slugTaken: 'That address is taken' });
  const common = catalogue({ tooLong: 'At most {max} characters', 'facts.unknown': 'Unknown {tokens}' });

  it('reads the first catalogue that has the key, with its max or named values', () => {
    expect(validationText('slugTaken', [admin, common])).toBe('That address is taken');
    expect(validationText('tooLong|300', [admin, common])).toBe('At most 300 characters');
    expect(validationText('facts.unknown|tokens={year}|known=x', [admin, common])).toBe('Unknown {year}');
  });

  it('passes through text that is not a key, and a key no catalogue has', () => {
    expect(validationText('이미 쓰는 주소입니다', [common])).toBe('이미 쓰는 주소입니다');
    expect(validationText('slugTaken', [common])).toBe('slugTaken');
    expect(validationText(undefined, [common])).toBeUndefined();
  });
});
