import { describe, expect, it } from 'vitest';
import { sanitizeBody, sanitizePolicyBody } from './rich-text';

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

  it('never keeps a style attribute or a style element, on any tag', () => {
    const out = sanitizeBody(
      '<style>p{color:red}</style><h3 style="x">a</h3><strong style="x">b</strong><a href="/x" style="x">c</a><li style="x">d</li>',
    );
    expect(out).not.toMatch(/style/i);
  });

  it('opens links safely', () => {
    expect(sanitizeBody('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });

  it('drops tables from an event body', () => {
    expect(sanitizeBody('<table><tbody><tr><td>x</td></tr></tbody></table>')).toBe('x');
  });

  it('turns plain text into paragraphs and escapes it', () => {
    expect(sanitizeBody('첫 문단\n둘째 줄\n\n5 < 6 & "따옴표"')).toBe(
      '<p>첫 문단<br />둘째 줄</p><p>5 &lt; 6 &amp; "따옴표"</p>',
    );
    expect(sanitizeBody('   ')).toBe('');
  });
});

describe('sanitizePolicyBody', () => {
  it('keeps tables and a header cell’s scope', () => {
    const html =
      '<table><thead><tr><th scope="col">구분</th></tr></thead><tbody><tr><th scope="row">회원</th><td>이메일</td></tr></tbody></table>';
    expect(sanitizePolicyBody(html)).toBe(html);
  });

  it('drops styles, widths and unknown scopes from tables', () => {
    expect(
      sanitizePolicyBody(
        '<table style="min-width:25px"><colgroup><col style="width:10px"></colgroup><tbody><tr><th scope="bogus" style="x" colwidth="9">a</th><td style="color:red" onclick="x()">b</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><th>a</th><td>b</td></tr></tbody></table>');
  });
});
