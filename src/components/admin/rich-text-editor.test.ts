import { describe, expect, it } from 'vitest';
import { wrapSelection } from './rich-text-editor';

describe('event body toolbar', () => {
  it('wraps the selection in the format it names', () => {
    expect(wrapSelection('bold', 'a')).toBe('<strong>a</strong>');
    expect(wrapSelection('italic', 'a')).toBe('<em>a</em>');
    expect(wrapSelection('heading', 'a')).toBe('<h3>a</h3>');
  });

  it('makes one list item per selected line', () => {
    expect(wrapSelection('list', 'one\n\ntwo ')).toBe('<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>');
  });

  it('links the selection, quoting the address', () => {
    expect(wrapSelection('link', 'site', 'https://x.test/?a="b"')).toBe(
      '<a href="https://x.test/?a=&quot;b&quot;">site</a>',
    );
    expect(wrapSelection('link', '', 'https://x.test')).toBe('<a href="https://x.test">https://x.test</a>');
  });
});
