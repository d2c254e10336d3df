import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TABLE_TAGS, RICH_TEXT_TAGS, TABLE_HEADER_SCOPES } from '@/schemas/rich-text-rules';

/**
 * Rich text as the studio stores it (event bodies, policies): cut down to the allow-list of
 * `rich-text-rules.ts` when saved and again when read. Links are http(s)/mailto or a site path and
 * open safely; scripts, styles, `style` attributes, event handlers, iframes and images are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
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

/** Policies may also hold tables (header cells keep `scope`). */
const POLICY_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...RICH_TEXT_TAGS, ...RICH_TEXT_TABLE_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'], th: ['scope'] },
  transformTags: {
    ...OPTIONS.transformTags,
    th: (tagName, attribs) => {
      const scope = attribs.scope ?? '';
      const kept: sanitizeHtml.Attributes = (TABLE_HEADER_SCOPES as readonly string[]).includes(scope)
        ? { scope }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

/** The event body. Text without markup becomes paragraphs, so plain-text bodies (the seed, an API client) still read well. */
export function sanitizeBody(input: string): string {
  return clean(input, OPTIONS);
}

/** A policy version's body: the event body's allow-list plus tables. */
export function sanitizePolicyBody(input: string): string {
  return clean(input, POLICY_OPTIONS);
}

function clean(input: string, options: sanitizeHtml.IOptions): string {
  const trimmed = input.trim();
  if (!trimmed) return '';
  const html = /<[a-z][\s\S]*>/i.test(trimmed)
    ? trimmed
    : trimmed
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(html, options).trim();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
