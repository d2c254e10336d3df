import { describe, expect, it } from 'vitest';
import { createdNoticeKey, emptyEvent, emptyQuestion, englishStatus } from './event-form-values';

describe('englishStatus', () => {
  it('says nothing about an empty form (it is not "complete")', () => {
    expect(englishStatus(emptyEvent())).toEqual({ state: 'none' });
  });

  it('names the fields written in Korean only', () => {
    const v = { ...emptyEvent(), titleKo: '도슨트', titleEn: 'Docent', summaryKo: '요약' };
    expect(englishStatus(v)).toEqual({ state: 'missing', fields: ['summary'], questions: false });
  });

  it('is complete when every field written in Korean has its English', () => {
    const v = { ...emptyEvent(), titleKo: '도슨트', titleEn: 'Docent' };
    expect(englishStatus(v)).toEqual({ state: 'complete' });
  });

  it('counts a survey question labelled in Korean only', () => {
    const v = {
      ...emptyEvent(),
      type: 'survey' as const,
      questions: [{ ...emptyQuestion(), labelKo: '질문' }],
    };
    expect(englishStatus(v)).toEqual({ state: 'missing', fields: [], questions: true });
  });
});

describe('createdNoticeKey', () => {
  const slot = {} as never;
  it('asks for slots only when an application event has none, and for publishing only when a draft', () => {
    expect(createdNoticeKey({ type: 'application', published: false, sessions: [] })).toBe('created');
    expect(createdNoticeKey({ type: 'application', published: true, sessions: [] })).toBe(
      'createdPublishedNoSlots',
    );
    expect(createdNoticeKey({ type: 'application', published: true, sessions: [slot] })).toBe(
      'createdPublished',
    );
    expect(createdNoticeKey({ type: 'survey', published: false, sessions: [] })).toBe('createdDraft');
    expect(createdNoticeKey({ type: 'survey', published: true, sessions: [] })).toBe('createdPublished');
  });
});
