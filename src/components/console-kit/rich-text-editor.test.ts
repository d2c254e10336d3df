import type { DOMOutputSpec, Mark, Node } from '@tiptap/pm/model';
import { getSchema } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { isAllowedHref, RICH_TEXT_TABLE_TAGS, RICH_TEXT_TAGS } from '@/schemas/rich-text-rules';
import { richTextExtensions } from './rich-text-extensions';

/** The tag and attributes a node or mark is written out as (ProseMirror's `toDOM` spec). */
function rendered(spec: DOMOutputSpec): { tag: string; attrs: Record<string, unknown> } {
  if (!Array.isArray(spec)) throw new Error(`unexpected output spec ${String(spec)}`);
  const [tag, maybeAttrs] = spec as [string, unknown];
  const attrs =
    maybeAttrs && typeof maybeAttrs === 'object' && !Array.isArray(maybeAttrs)
      ? (maybeAttrs as Record<string, unknown>)
      : {};
  return { tag, attrs };
}

function everyOutput(tables: boolean) {
  const schema = getSchema(richTextExtensions({ tables }));
  const out: { name: string; tag: string; attrs: Record<string, unknown> }[] = [];
  for (const [name, type] of Object.entries(schema.nodes)) {
    if (name === 'doc' || name === 'text') continue;
    const attrs =
      name === 'heading' ? [{ level: 3 }, { level: 4 }] : name === 'tableHeader' ? [{ scope: 'col' }] : [{}];
    for (const a of attrs) {
      const node = type.create(a) as Node;
      const spec = type.spec.toDOM?.(node);
      if (spec) out.push({ name, ...rendered(spec) });
    }
  }
  for (const [name, type] of Object.entries(schema.marks)) {
    const mark = type.create(name === 'link' ? { href: 'https://example.com' } : {}) as Mark;
    const spec = type.spec.toDOM?.(mark, true);
    if (spec) out.push({ name, ...rendered(spec) });
  }
  return out;
}

describe('the visual editor makes only what the server keeps', () => {
  it('writes only allow-listed tags, never a style attribute (event bodies)', () => {
    const out = everyOutput(false);
    expect(out.map((o) => o.name).sort()).toEqual(
      [
        'blockquote',
        'bold',
        'bulletList',
        'hardBreak',
        'heading',
        'heading',
        'italic',
        'link',
        'listItem',
        'orderedList',
        'paragraph',
        'underline',
      ].sort(),
    );
    for (const o of out) {
      expect(RICH_TEXT_TAGS, o.name).toContain(o.tag);
      expect(Object.keys(o.attrs), o.name).not.toContain('style');
    }
    expect(out.filter((o) => o.name === 'heading').map((o) => o.tag)).toEqual(['h3', 'h4']);
  });

  it('opens links the way the sanitiser writes them', () => {
    const link = everyOutput(false).find((o) => o.name === 'link');
    expect(link?.attrs).toMatchObject({
      href: 'https://example.com',
      rel: 'noopener noreferrer',
      target: '_blank',
    });
  });

  it('adds plain tables for policies, header cells with their scope', () => {
    const out = everyOutput(true);
    const allowed: readonly string[] = [...RICH_TEXT_TAGS, ...RICH_TEXT_TABLE_TAGS];
    for (const o of out) {
      expect(allowed, o.name).toContain(o.tag);
      expect(Object.keys(o.attrs), o.name).not.toContain('style');
    }
    expect(out.find((o) => o.name === 'tableHeader')).toMatchObject({ tag: 'th', attrs: { scope: 'col' } });
    expect(out.map((o) => o.tag)).toEqual(expect.arrayContaining(['table', 'thead', 'tbody', 'tr', 'td']));
  });
});

describe('link addresses', () => {
  it('accepts http(s), mailto and site paths', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'http://x.test',
      'mailto:hi@x.test',
      '/faq',
      '/policies/privacy/v/1',
    ]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
  });

  it('refuses scripts, protocol-relative and bare words', () => {
    for (const href of [
      'javascript:alert(1)',
      '//evil.test',
      'example.com',
      'data:text/html,x',
      'https://',
      '',
    ]) {
      expect(isAllowedHref(href), href).toBe(false);
    }
  });
});
