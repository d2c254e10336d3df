import { describe, expect, it } from 'vitest';
import { getExhibitionCommon } from '.';

describe('the visiting rules', () => {
  // The review of 2026-12-03: "사전 신청 없이도 관람할 수 있지만" sat beside an ID check "신청자 본인
  // 확인을 위해", which left a walk-in visitor without a rule. The check is every visitor's (SPEC §9).
  it('check every visitor’s ID, walk-ins included, in both languages', () => {
    const ko = getExhibitionCommon('ko');
    const en = getExhibitionCommon('en');
    expect(ko.notes.join(' ')).toContain('사전 신청 없이도 관람할 수 있지만');
    expect(ko.rules.find((r) => r.key === 'id')?.desc).toContain('모든 관람객의 신분증을 확인합니다');
    expect(en.rules.find((r) => r.key === 'id')?.desc).toContain('every visitor’s ID');
  });
});
