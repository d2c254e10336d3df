import 'server-only';
import enMembers from '../../../messages/en/members.json';
import koMembers from '../../../messages/ko/members.json';
import type { MailInput } from './index';

type Locale = MailInput['locale'];
type Template = { subject: string; lines: string[] };
const catalogs = { ko: koMembers.mail, en: enMembers.mail } as unknown as Record<
  Locale,
  Record<string, Template> & { footer: string }
>;

export type MailTemplate = 'signUpCode' | 'passwordResetCode' | 'welcome' | 'withdrawn';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A member mail in the reader's language, from `messages/<locale>/members.json` → `mail`. */
export function renderMail(
  locale: Locale,
  template: MailTemplate,
  to: string,
  values: Record<string, string> = {},
): MailInput {
  const catalog = catalogs[locale] ?? catalogs.ko;
  const t = catalog[template];
  const lines = [...t.lines.map((l) => fill(l, values)), '', catalog.footer];
  return {
    to,
    locale,
    subject: fill(t.subject, values),
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6">${lines
      .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
      .join('')}</body></html>`,
  };
}
