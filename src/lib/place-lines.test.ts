import { describe, expect, it } from 'vitest';
import { keepPairs, placeLines, shortPhrase } from './place-lines';

describe('a place on a narrow line', () => {
  it('splits the venue from its address and keeps a road and its number, a building and its floors together', () => {
    expect(placeLines('모루 서피스 성수 쇼룸 (서울 성동구 연무장길 118, 모루빌딩 1–3층)')).toEqual({
      name: '모루 서피스 성수 쇼룸',
      address: '서울 성동구 연무장길\u00a0118, 모루빌딩\u00a01\u2060–\u20603층',
    });
  });

  it('leaves a place with no address as one line, its floor held to it', () => {
    expect(placeLines('모루 서피스 성수 쇼룸 2층')).toEqual({
      name: '모루 서피스 성수 쇼룸\u00a02층',
      address: null,
    });
    expect(keepPairs('Online (YouTube Live)')).toBe('Online (YouTube Live)');
    expect(keepPairs('Moru Building 1–3F')).toBe('Moru Building\u00a01\u2060–\u20603F');
    // a date range is not a floor range: its dash still lets the line break
    expect(keepPairs('12–23 Dec')).toBe('12–23 Dec');
  });
});

describe('a short phrase', () => {
  it('keeps a short reason for changed hours on one line, and lets a long note wrap', () => {
    expect(shortPhrase('건물 점검')).toBe('건물\u00a0점검');
    expect(shortPhrase('Building maintenance')).toBe('Building maintenance');
  });
});
