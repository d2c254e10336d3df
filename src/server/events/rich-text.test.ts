import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './rich-text';

describe('sanitizeBody', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeBody('<h2>제목</h2><p><b>굵게</b> <em>기울임</em></p><ul><li>하나</li></ul>')).toBe(
      '<h3>제목</h3><p><strong>굵게</strong> <em>기울임</em></p><ul><li>하나</li></ul>',
    );
  });

  it('drops scripts, handlers, styles and javascript: links', () => {
    const out = sanitizeBody(
      '<p onclick="x()" style="color:red">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><iframe src="//evil"></iframe>',
    );
    expect(out).toBe('<p>hi</p><a rel="noopener noreferrer" target="_blank">x</a>');
  });

  it('opens links safely', () => {
    expect(sanitizeBody('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });

  it('turns plain text into paragraphs and escapes it', () => {
    expect(sanitizeBody('첫 문단\n둘째 줄\n\n5 < 6 & "따옴표"')).toBe(
      '<p>첫 문단<br />둘째 줄</p><p>5 &lt; 6 &amp; "따옴표"</p>',
    );
    expect(sanitizeBody('   ')).toBe('');
  });
});
