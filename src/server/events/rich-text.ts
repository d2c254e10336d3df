import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The event body's rich text, cut down to an allow-list: paragraphs, headings, emphasis, lists,
 * quotes and links (http(s)/mailto only, opened safely). Everything else (scripts, styles, event
 * handlers, iframes, images) is dropped on the server before it is stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    b: 'strong',
    i: 'em',
    h1: 'h3',
    h2: 'h3',
    div: 'p',
  },
  disallowedTagsMode: 'discard',
};

/** Text without markup becomes paragraphs, so plain-text bodies (the seed, an API client) still read well. */
export function sanitizeBody(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) return '';
  const html = /<[a-z][\s\S]*>/i.test(trimmed)
    ? trimmed
    : trimmed
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(html, OPTIONS).trim();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
