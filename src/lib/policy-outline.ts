/**
 * A policy body (sanitised HTML: h3 per section) laid out as the policy page shows it: the text
 * before the first heading is the lead; each h3 becomes a numbered section heading (h2, with an id
 * for the table of contents), h4 becomes h3; each table sits in a focusable, named scroll region
 * (a wide table scrolls sideways on a phone, and keyboard users must reach it, WCAG 2.1.1), and
 * each cell under a header row carries its column's name (`data-label`), which a phone shows above
 * the cell when the rows are laid out as cards (policy-document.module.css).
 * Pure string work on the sanitiser's output (tags without attributes), shared by the public page
 * and the studio's preview.
 */
export type PolicyOutline = { lead: string; body: string; headings: { id: string; text: string }[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of an HTML fragment (tags dropped, the sanitiser's entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .trim();
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A table with its first row of header cells named on every cell below it: `data-label` on each
 * cell, `data-head` on the header row. A table whose first row is not all header cells is left as it is.
 */
export function labelColumns(table: string): string {
  const rows = table.match(/<tr\b[^>]*>[\s\S]*?<\/tr>/g) ?? [];
  const first = rows[0];
  if (!first) return table;
  const cells = [...first.matchAll(/<(th|td)\b[^>]*>([\s\S]*?)<\/\1>/g)];
  if (!cells.length || cells.some((c) => c[1] !== 'th')) return table;
  const labels = cells.map((c) => escapeAttr(textOf(c[2])));
  let out = table.replace(first, first.replace(/^<tr\b/, '<tr data-head=""'));
  for (const row of rows.slice(1)) {
    let i = 0;
    const labelled = row.replace(/<(th|td)\b/g, (tag) => {
      const label = labels[i++];
      return label ? `${tag} data-label="${label}"` : tag;
    });
    out = out.replace(row, labelled);
  }
  return out;
}

/**
 * What a line must not break inside: a phone number ("02-6952-0418" broke after "02-") and a name
 * written in capitals with underscores (a cookie's "NEXT_LOCALE"), each wrapped in a `data-keep` span
 * the page keeps on one line (the sixth review). Only text between tags is touched.
 */
const KEEP = /(?<![\w-])(\+?\d{2,4}-\d{3,4}-\d{4}|[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])(?![\w-])/g;
export function keepTogether(html: string): string {
  return html.replace(
    /(^|>)([^<]+)/g,
    (_, open: string, text: string) => open + text.replace(KEEP, '<span data-keep="">$1</span>'),
  );
}

export function policyOutline(
  html: string,
  opts: { tableClass: string; tableLabel: string; idPrefix?: string },
): PolicyOutline {
  const prefix = opts.idPrefix ?? 'section-';
  const headings: PolicyOutline['headings'] = [];
  let current: string | undefined;
  const out = keepTogether(html)
    .replace(/<table>[\s\S]*?<\/table>/g, labelColumns)
    .replace(/<h3>([\s\S]*?)<\/h3>|<h4>|<\/h4>|<table>|<\/table>/g, (tag, inner?: string) => {
      if (inner !== undefined) {
        current = `${prefix}${headings.length + 1}`;
        headings.push({ id: current, text: textOf(inner) });
        return `<h2 id="${current}">${inner}</h2>`;
      }
      if (tag === '<h4>') return '<h3>';
      if (tag === '</h4>') return '</h3>';
      if (tag === '</table>') return '</table></div>';
      const name = current
        ? `aria-labelledby="${current}"`
        : `aria-label="${opts.tableLabel.replace(/"/g, '&quot;')}"`;
      return `<div class="${opts.tableClass}" role="region" tabindex="0" ${name}><table>`;
    });
  const first = out.indexOf('<h2 id=');
  if (first < 0) return { lead: '', body: out, headings };
  return { lead: out.slice(0, first), body: out.slice(first), headings };
}
