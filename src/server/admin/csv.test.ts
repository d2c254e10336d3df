import { describe, expect, it } from 'vitest';
import { columnWidths, neutralise, toCsv } from './csv';

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

describe('columnWidths', () => {
  it('fits each column to its longest value, Hangul counting two, within 8 to 60', () => {
    const id = '7f0c3a52-1b7e-4c1d-9a55-0e8f7d3c2b11';
    expect(
      columnWidths([
        ['신청 ID', '이름', '이메일', '메모'],
        [id, '김모루', 'someone.long@moru-surfaces.example', 'x'.repeat(200)],
      ]),
    ).toEqual([id.length + 2, 8, 'someone.long@moru-surfaces.example'.length + 2, 60]);
    expect(columnWidths([['회차'], ['2026-12-08 11:00~11:45']])).toEqual([24]);
  });
});
