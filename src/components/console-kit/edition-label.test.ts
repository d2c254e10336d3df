import { describe, expect, it } from 'vitest';
import { editionLabel, titleNamesEpisode } from './edition-label';

// The catalogue's Korean wording (messages/ko/admin.json, admin.events).
const t = (key: 'editionCoded' | 'editionDraft', v: Record<string, string>) =>
  key === 'editionCoded' ? `EP.${v.episode} ${v.title}` : `${v.title} (초안)`;

describe('an edition named in a console choice', () => {
  it('keeps a title that already names its episode as it is (the thirteenth review: "EP.05 EP.05 …")', () => {
    expect(editionLabel(t, { episode: 5, titleKo: 'EP.05 세 해의 표면', published: true })).toBe(
      'EP.05 세 해의 표면',
    );
    expect(editionLabel(t, { episode: 4, titleKo: 'EP.04 SY(E)NERGY 팝업' })).toBe('EP.04 SY(E)NERGY 팝업');
  });

  it('puts the code in front of a title that leaves it out, padded to two digits', () => {
    expect(editionLabel(t, { episode: 6, titleKo: '새 전시', published: true })).toBe('EP.06 새 전시');
  });

  it('marks a draft once, after the name', () => {
    expect(editionLabel(t, { episode: 6, titleKo: 'EP.06 ', published: false })).toBe('EP.06 (초안)');
    expect(editionLabel(t, { episode: 6, titleKo: '봄의 재료', published: false })).toBe(
      'EP.06 봄의 재료 (초안)',
    );
  });

  it('reads the code however it is written, but only as its own episode', () => {
    expect(titleNamesEpisode(5, 'EP.5 세 해의 표면')).toBe(true);
    expect(titleNamesEpisode(5, 'ep 05 세 해의 표면')).toBe(true);
    expect(titleNamesEpisode(5, 'EP.05')).toBe(true);
    expect(titleNamesEpisode(5, 'EP.04 SY(E)NERGY')).toBe(false);
    expect(titleNamesEpisode(5, 'EP.050 다른 전시')).toBe(false);
    expect(titleNamesEpisode(5, '세 해의 표면 EP.05')).toBe(false);
  });
});
