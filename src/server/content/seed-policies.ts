import 'server-only';
import { type Policy, policy } from '@/schemas/content';
import type { PolicyKind } from '@/schemas/policies';
import type { Db } from '../db/client';
import { policyVersions } from '../db/schema';
import { sanitizePolicyBody } from './rich-text';
import { privacyEn, termsEn } from './seed-policies-en';
import { privacyKo, termsKo } from './seed-policies-ko';
import { bumpContentVersion } from './version';

/**
 * Version 1 of the privacy policy and the terms: the text the site showed before policies were
 * versioned (issue 25), kept as typed modules only as this seed's input. After the seed, the
 * database is the policy text's one source.
 */
export const FIRST_POLICIES: Record<PolicyKind, { ko: Policy; en: Policy }> = {
  privacy: { ko: privacyKo, en: privacyEn },
  terms: { ko: termsKo, en: termsEn },
};

const FIRST_NOTE = { ko: '최초 시행', en: 'First version' };

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

/**
 * A policy module as rich text: the intro, then per section an h3 heading, its paragraphs, its list
 * and its table (column headers `scope="col"`, the first cell of a row `scope="row"`).
 */
export function policyHtml(p: Policy): string {
  const out = [`<p>${escapeText(p.intro)}</p>`];
  for (const s of p.sections) {
    out.push(`<h3>${escapeText(s.heading)}</h3>`);
    for (const para of s.body) out.push(`<p>${escapeText(para)}</p>`);
    if (s.items) out.push(`<ul>${s.items.map((i) => `<li>${escapeText(i)}</li>`).join('')}</ul>`);
    if (s.table) {
      const head = s.table.head.map((h) => `<th scope="col">${escapeText(h)}</th>`).join('');
      const rows = s.table.rows
        .map(
          (r) =>
            `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${escapeText(c)}</th>` : `<td>${escapeText(c)}</td>`)).join('')}</tr>`,
        )
        .join('');
      out.push(`<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`);
    }
  }
  return sanitizePolicyBody(out.join(''));
}

/**
 * Writes version 1 of each policy when it is missing (idempotent: the (kind, version) key), effective
 * on the module's date. Returns how many it wrote.
 */
export async function seedPolicies(db: Db): Promise<number> {
  let written = 0;
  for (const [kind, { ko, en }] of Object.entries(FIRST_POLICIES) as [
    PolicyKind,
    { ko: Policy; en: Policy },
  ][]) {
    const [k, e] = [policy.parse(ko), policy.parse(en)];
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(policyVersions)
        .values({
          kind,
          version: 1,
          effectiveOn: k.effectiveDate,
          bodyKo: policyHtml(k),
          bodyEn: policyHtml(e),
          noteKo: FIRST_NOTE.ko,
          noteEn: FIRST_NOTE.en,
          createdBy: 'seed',
          // entered when it took effect, not on the day a database was first filled (the console
          // said "작성: 2026-12-07" under "시행일 2025-03-01")
          createdAt: new Date(`${k.effectiveDate}T00:00:00+09:00`),
        })
        .onConflictDoNothing({ target: [policyVersions.kind, policyVersions.version] })
        .returning({ id: policyVersions.id });
      if (rows.length) await bumpContentVersion(tx, { kind: 'all', reason: 'import' });
      return rows.length;
    });
    written += inserted;
  }
  return written;
}
