import { describe, expect, it } from 'vitest';
import { buildIcs, icsDate, icsEscape, icsFold } from './ics';

describe('ics', () => {
  const ev = {
    uid: 'app-1@moru',
    start: new Date('2026-03-01T05:00:00.000Z'),
    end: new Date('2026-03-01T05:45:00.000Z'),
    stamp: new Date('2026-02-01T00:00:00.000Z'),
    summary: '도슨트 투어; 1F, 2F',
    description: 'line one\nline two',
    location: 'Seoul',
  };

  it('writes UTC basic-format dates', () => {
    expect(icsDate(ev.start)).toBe('20260301T050000Z');
  });

  it('escapes text values', () => {
    expect(icsEscape('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('builds one VEVENT with CRLF line ends', () => {
    const ics = buildIcs(ev);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20260301T050000Z\r\n');
    expect(ics).toContain('DTEND:20260301T054500Z\r\n');
    expect(ics).toContain('SUMMARY:도슨트 투어\\; 1F\\, 2F\r\n');
    expect(ics).toContain('DESCRIPTION:line one\\nline two\r\n');
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('replaces or withdraws one entry: the same UID, a higher SEQUENCE, REQUEST or CANCEL', () => {
    const first = buildIcs(ev);
    expect(first).toContain('METHOD:PUBLISH\r\n');
    expect(first).toContain('SEQUENCE:0\r\n');
    const moved = buildIcs({ ...ev, sequence: 2, method: 'REQUEST', organizer: 'no-reply@moru.example' });
    expect(moved).toContain('METHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:app-1@moru\r\nSEQUENCE:2\r\n');
    expect(moved).toContain('ORGANIZER:mailto:no-reply@moru.example\r\n');
    expect(moved).not.toContain('STATUS:CANCELLED');
    const cancelled = buildIcs({ ...ev, sequence: 3, method: 'CANCEL' });
    expect(cancelled).toContain('METHOD:CANCEL\r\n');
    expect(cancelled).toContain('STATUS:CANCELLED\r\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = icsFold(`SUMMARY:${'가'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'가'.repeat(60)}`);
  });
});
