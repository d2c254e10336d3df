import { describe, expect, it, vi } from 'vitest';
import { themeModules } from '@/content/themes';
import { seminarAutoScrolls, seminarDateLine, seminarEnded } from './design-theme-view';

// The page's links need the Next runtime; the rule under test does not.
vi.mock('@/i18n/navigation', () => ({ Link: () => null }));

const seminar = {
  title: 't',
  desc: 'd',
  event: 'seminar-x',
  sessions: [{ time: '14:00', speaker: 's', topic: 'x' }],
};
/** Its event on the programme, from a Seoul wall-clock start for two hours. */
const event = (seoulStart: string) => {
  const start = new Date(`${seoulStart}+09:00`);
  return {
    id: 'e1',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  };
};
const at = (iso: string) => new Date(iso);

/** Issue 50: the 2025 overview scrolled by itself on load towards a seminar that had ended. */
describe('the design theme page scrolls to its seminar', () => {
  it('while the seminar is still to come, on its day included (Seoul)', () => {
    expect(seminarAutoScrolls(seminar, event('2026-12-20T14:00:00'), at('2026-12-02T03:00:00Z'))).toBe(true);
    expect(seminarAutoScrolls(seminar, event('2026-12-20T14:00:00'), at('2026-12-20T10:00:00Z'))).toBe(true);
  });

  it('never once it is over, nor without a seminar or its event', () => {
    expect(seminarAutoScrolls(seminar, event('2026-12-01T14:00:00'), at('2026-12-02T03:00:00Z'))).toBe(false);
    // Seoul's day turns at 15:00 UTC.
    expect(seminarAutoScrolls(seminar, event('2026-12-01T14:00:00'), at('2026-12-01T15:30:00Z'))).toBe(false);
    expect(seminarAutoScrolls(undefined, event('2026-12-20T14:00:00'))).toBe(false);
    expect(seminarAutoScrolls(seminar, undefined)).toBe(false);
  });

  it('names its event for the 2025 demo page, whose seminar is on the programme, not typed on the page', () => {
    const ko = themeModules.ko.designThemes['2025'].seminar;
    const en = themeModules.en.designThemes['2025'].seminar;
    expect(ko?.event).toBe('seminar-2025');
    expect(en?.event).toBe(ko?.event);
    expect(JSON.stringify(ko)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(seminarEnded(event('2025-04-16T14:00:00'), at('2026-12-02T03:00:00Z'))).toBe(true);
  });
});

describe('the seminar’s date line', () => {
  it('reads its event’s day and hours in Seoul, in the reader’s language', () => {
    const when = event('2025-04-16T14:00:00');
    expect(seminarDateLine(when, 'ko')).toMatch(/^2025-04-16.*14:00–16:00$/);
    expect(seminarDateLine(when, 'en')).toMatch(/2025.*14:00–16:00$/);
  });
});
