/**
 * What rich text may contain (issue 25), without zod, so the visual editor (its schema), the server's
 * sanitiser and their tests share one list. The editor can only produce these; the server keeps only
 * these, whatever arrives. Never a `style` attribute (decision 011), never a script or handler.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
] as const;

/** Tables, for policies only (the privacy policy's items and processors). */
export const RICH_TEXT_TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;

export const TABLE_HEADER_SCOPES = ['col', 'row'] as const;

/** A link's address: http(s), mailto or a path on this site (not `//host`, not `javascript:`). */
export function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i.test(href.trim());
}
