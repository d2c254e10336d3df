import { isAllowedHref, RICH_TEXT_TAGS } from '@/schemas/rich-text-rules';

/**
 * What the server keeps of rich text (src/server/content/rich-text.ts, the same allow-list):
 * unknown elements unwrapped, scripts and styles dropped, every attribute removed but a link's
 * http(s)/mailto `href`. The server sanitises on save and on read; this only makes the preview
 * show what the public will see, without running anything staff pasted. Browser only (DOMParser
 * builds an inert document: nothing in it loads or runs).
 */
const KEEP = new Set<string>(RICH_TEXT_TAGS.map((t) => t.toUpperCase()));
const RENAME: Record<string, string> = { B: 'strong', I: 'em', H1: 'h3', H2: 'h3', DIV: 'p' };
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'TEXTAREA',
  'OPTION',
]);

export function previewHtml(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) return '';
  const doc = new DOMParser().parseFromString('<body></body>', 'text/html');
  const source = new DOMParser().parseFromString(
    /<[a-z][\s\S]*>/i.test(trimmed) ? trimmed : plainParagraphs(trimmed),
    'text/html',
  );
  const out = doc.body;
  copyChildren(source.body, out, doc);
  return out.innerHTML;
}

function copyChildren(from: Node, to: Node, doc: Document) {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (!(node instanceof Element) || DROP.has(node.tagName)) continue;
    const name = RENAME[node.tagName] ?? (KEEP.has(node.tagName) ? node.tagName.toLowerCase() : null);
    if (!name) {
      copyChildren(node, to, doc);
      continue;
    }
    const el = doc.createElement(name);
    if (name === 'a') {
      const href = node.getAttribute('href')?.trim() ?? '';
      if (isAllowedHref(href)) el.setAttribute('href', href);
      el.setAttribute('rel', 'noopener noreferrer');
      el.setAttribute('target', '_blank');
    }
    copyChildren(node, el, doc);
    to.appendChild(el);
  }
}

function plainParagraphs(text: string): string {
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
