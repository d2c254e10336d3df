import 'server-only';
import enMembers from '../../../messages/en/members.json';
import koMembers from '../../../messages/ko/members.json';
import { type Catalog, formatMessage } from '../messages';
import type { MailInput } from './index';

type Locale = MailInput['locale'];
const catalogs: Record<Locale, Catalog> = { ko: koMembers.mail, en: enMembers.mail };

export type MailTemplate = 'signUpCode' | 'passwordResetCode' | 'welcome' | 'withdrawn';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A member mail in the reader's language, from `messages/<locale>/members.json` → `mail`. */
export function renderMail(
  locale: Locale,
  template: MailTemplate,
  to: string,
  values: Record<string, string> = {},
): MailInput {
  const text = (key: string) => formatMessage(locale, catalogs[locale] ?? catalogs.ko, key, values);
  const lines = [...text(`${template}.lines`).split('\n'), '', text('footer')];
  return {
    to,
    locale,
    subject: text(`${template}.subject`),
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6">${lines
      .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
      .join('')}</body></html>`,
  };
}
