import Link from '@tiptap/extension-link';
import { type Extensions, mergeAttributes, Node } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref, TABLE_HEADER_SCOPES } from '@/schemas/rich-text-rules';

/**
 * Plain tables for policy bodies: head and body rows of header and data cells (a header keeps its
 * `scope`). Cells hold text with emphasis and links; no widths, no `style` (the CSP allows none).
 */
const cell = (name: string, tag: 'th' | 'td') =>
  Node.create({
    name,
    content: 'inline*',
    isolating: true,
    addAttributes() {
      return tag === 'th'
        ? {
            scope: {
              default: null,
              parseHTML: (el) => {
                const scope = el.getAttribute('scope');
                return scope && (TABLE_HEADER_SCOPES as readonly string[]).includes(scope) ? scope : null;
              },
            },
          }
        : {};
    },
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });

const section = (name: string, tag: 'thead' | 'tbody') =>
  Node.create({
    name,
    content: 'tableRow+',
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });

export const TABLE_NODES: Extensions = [
  Node.create({
    name: 'table',
    group: 'block',
    content: 'tableHead? tableBody',
    isolating: true,
    parseHTML: () => [{ tag: 'table' }],
    renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), 0],
  }),
  section('tableHead', 'thead'),
  section('tableBody', 'tbody'),
  Node.create({
    name: 'tableRow',
    content: '(tableHeader | tableCell)+',
    parseHTML: () => [{ tag: 'tr' }],
    renderHTML: () => ['tr', 0],
  }),
  cell('tableHeader', 'th'),
  cell('tableCell', 'td'),
];

/**
 * What the visual editor can make, and nothing the server's sanitiser would drop
 * (`src/schemas/rich-text-rules.ts`): paragraphs, h3/h4, bold, italic, underline, lists, quotes,
 * line breaks and links (http(s), mailto, site paths); tables when `tables` is set (policies).
 */
export function richTextExtensions({ tables = false }: { tables?: boolean } = {}): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: false,
      heading: { levels: [3, 4] },
    }),
    Link.configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank', class: null },
      isAllowedUri: (url) => isAllowedHref(url),
    }),
    ...(tables ? TABLE_NODES : []),
  ];
}
