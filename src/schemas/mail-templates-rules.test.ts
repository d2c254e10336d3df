import { describe, expect, it } from 'vitest';
import { checkWording, fillWording, wordingVariables } from './mail-templates-rules';

describe('checkWording (mail variables on save)', () => {
  const allowed = ['title', 'date', 'url'];

  it('accepts text with only the mail’s own variables, or none', () => {
    expect(checkWording('[모루] {title} 신청 확정 ({date})\n{url}', allowed)).toBeNull();
    expect(checkWording('변수 없는 문장', allowed)).toBeNull();
    expect(checkWording('', [])).toBeNull();
  });

  it('names the first variable the mail does not have', () => {
    expect(checkWording('{title} on {when} and {where}', allowed)).toEqual({
      kind: 'unknownVariable',
      name: 'when',
    });
    expect(checkWording('{code}', [])).toEqual({ kind: 'unknownVariable', name: 'code' });
  });

  it('refuses braces that open no placeholder', () => {
    for (const text of [
      '{title',
      'title}',
      '{}',
      '{ title }',
      '{1st}',
      '{ti-tle}',
      '{{title}}',
      '{title, plural}',
    ])
      expect(checkWording(text, allowed), text).toEqual({ kind: 'braces' });
  });
});

describe('fillWording and wordingVariables', () => {
  it('fills every use of a variable and leaves a missing one empty', () => {
    expect(fillWording('{title}: {title} {date}', { title: 'A' })).toBe('A: A ');
    expect(fillWording('{n}', { n: 3 })).toBe('3');
  });

  it('lists the variables used, once each, in order', () => {
    expect(wordingVariables('{b} {a} {b}')).toEqual(['b', 'a']);
  });
});
