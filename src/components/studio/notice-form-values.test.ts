import { describe, expect, it } from 'vitest';
import { savedNoticeMessage } from './notice-form-values';

describe('savedNoticeMessage', () => {
  const startsAt = '2026-12-08T03:00:00.000Z';
  it('says from when a notice whose start is ahead shows, in Seoul time', () => {
    expect(savedNoticeMessage({ state: 'scheduled', startsAt }, false)).toEqual({
      key: 'publishedScheduled',
      start: '2026-12-08 12:00',
    });
  });

  it('says a live notice is published, an ended one does not show, and a draft is a draft', () => {
    expect(savedNoticeMessage({ state: 'live', startsAt }, false).key).toBe('published');
    expect(savedNoticeMessage({ state: 'ended', startsAt }, true).key).toBe('publishedEnded');
    expect(savedNoticeMessage({ state: 'draft', startsAt }, true).key).toBe('unpublished');
    expect(savedNoticeMessage({ state: 'draft', startsAt }, false).key).toBe('savedDraft');
  });
});
