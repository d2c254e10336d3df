import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';

/**
 * The brand is named in one place (src/config/site.ts) and every text spells it that way, one
 * spelling per language (issue 50: the review found "(주)모루서피스", "모루 서피스" and "Moru Surfaces"
 * on one page). Addresses (moru-surfaces.example, @moru.surfaces) are not the brand's name and are
 * left alone: only a spelling with letters and spaces counts.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|mjs|json)$/.test(name) ? [p] : [];
  });
}

const KO = /모\s*루\s*서\s*피\s*스/g;
const EN = /\bmoru(?:[ \u00a0]+)surfaces?\b/gi;

const spellings = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[0]);

describe('the brand is spelled one way per language', () => {
  const all = [...files('src'), ...files('messages')];

  it('reads its legal name from the brand', () => {
    expect(site.brandFull).toEqual({ ko: '모루 서피스', en: 'Moru Surfaces' });
    expect(site.company.name.ko).toBe('(주)모루 서피스');
    expect(site.company.name.en).toBe('Moru Surfaces Co., Ltd.');
  });

  it('has no other spelling in src/ or messages/', () => {
    const offenders = all.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [
        ...spellings(text, KO).filter((s) => s !== site.brandFull.ko),
        ...spellings(text, EN).filter((s) => s !== site.brandFull.en),
      ].map((s) => `${f}: ${s}`);
    });
    expect(offenders).toEqual([]);
  });

  it('names it in the language of the messages file', () => {
    const offenders = [
      ...files('messages/ko').filter((f) => spellings(readFileSync(f, 'utf8'), EN).length > 0),
      ...files('messages/en').filter((f) => spellings(readFileSync(f, 'utf8'), KO).length > 0),
    ];
    expect(offenders).toEqual([]);
  });

  it('catches the spellings the review found', () => {
    expect(spellings('(주)모루서피스', KO)).toEqual(['모루서피스']);
    expect(spellings('MORU SURFACE', EN)).toEqual(['MORU SURFACE']);
    expect(spellings('trend@moru-surfaces.example', EN)).toEqual([]);
  });
});
