import { describe, expect, it } from 'vitest';
import { noticePageOf, noticeState, placementsFor } from './notice-rules';

describe('notice rules', () => {
  it('maps a path to the notices it shows', () => {
    expect(noticePageOf('/')).toBe('home');
    expect(noticePageOf('/event')).toBe('events');
    expect(noticePageOf('/event/3f1c2d4e-0000-4000-8000-000000000000')).toBe('everywhere');
    expect(noticePageOf('/english')).toBe('everywhere');
    expect(noticePageOf('/faq')).toBe('everywhere');
  });

  it('shows `everywhere` notices on every page, and home or events notices on their page only', () => {
    expect(placementsFor('home')).toEqual(['home', 'everywhere']);
    expect(placementsFor('events')).toEqual(['events', 'everywhere']);
    expect(placementsFor('everywhere')).toEqual(['everywhere']);
  });

  it('names the state: draft until published, then scheduled, live (start inclusive) and ended (end exclusive)', () => {
    const n = { published: true, startsAt: '2026-12-20T01:00:00Z', endsAt: '2026-12-21T01:00:00Z' };
    expect(noticeState({ ...n, published: false }, new Date('2026-12-20T05:00:00Z'))).toBe('draft');
    expect(noticeState(n, new Date('2026-12-20T00:59:59Z'))).toBe('scheduled');
    expect(noticeState(n, new Date('2026-12-20T01:00:00Z'))).toBe('live');
    expect(noticeState(n, new Date('2026-12-21T01:00:00Z'))).toBe('ended');
  });
});
