import { describe, expect, it, vi } from 'vitest';
import { themeModules } from '@/content/themes';
import { seminarAutoScrolls, seminarEnded } from './design-theme-view';

// The page's links need the Next runtime; the rule under test does not.
vi.mock('@/i18n/navigation', () => ({ Link: () => null }));

const seminar = (date: string) => ({
  title: 't',
  desc: 'd',
  date,
  sessions: [{ time: '14:00', speaker: 's', topic: 'x' }],
});
const at = (iso: string) => new Date(iso);

/** Issue 50: the 2025 overview scrolled by itself on load towards a seminar that had ended. */
describe('the design theme page scrolls to its seminar', () => {
  it('while the seminar is still to come, on its day included (Seoul)', () => {
    expect(seminarAutoScrolls(seminar('2026-12-20 오후 2시'), at('2026-12-02T03:00:00Z'))).toBe(true);
    expect(seminarAutoScrolls(seminar('2026-12-20 14:00'), at('2026-12-20T10:00:00Z'))).toBe(true);
  });

  it('never once it is over, nor without a seminar', () => {
    expect(seminarAutoScrolls(seminar('2026-12-01 14:00'), at('2026-12-02T03:00:00Z'))).toBe(false);
    // Seoul's day turns at 15:00 UTC.
    expect(seminarAutoScrolls(seminar('2026-12-01 14:00'), at('2026-12-01T15:30:00Z'))).toBe(false);
    expect(seminarAutoScrolls(undefined)).toBe(false);
  });

  it('does not move the 2025 demo page, whose seminar ran on 2025-04-16', () => {
    const s = themeModules.ko.designThemes['2025'].seminar;
    expect(s && seminarEnded(s.date, at('2026-12-02T03:00:00Z'))).toBe(true);
    expect(seminarAutoScrolls(s, at('2026-12-02T03:00:00Z'))).toBe(false);
  });
});
