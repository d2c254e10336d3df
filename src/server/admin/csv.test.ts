import { describe, expect, it } from 'vitest';
import { neutralise, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 BOM, quotes every cell and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['이름', 'note'],
        ['김모루', 'say "hi", ok'],
      ]),
    ).toBe('\uFEFF"이름","note"\r\n"김모루","say ""hi"", ok"\r\n');
  });

  it('neutralises every formula trigger', () => {
    for (const bad of ['=1+1', '+82', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")']) {
      expect(neutralise(bad)).toBe(`'${bad}`);
    }
    expect(neutralise('010-1234-5678')).toBe('010-1234-5678');
    expect(toCsv([['=cmd|"/c calc"!A1']])).toBe('\uFEFF"\'=cmd|""/c calc""!A1"\r\n');
  });

  it('writes empty cells for null and undefined', () => {
    expect(toCsv([[null, undefined, 0]])).toBe('\uFEFF"","","0"\r\n');
  });
});
