import 'server-only';
import enMembers from '../../../messages/en/members.json';
import koMembers from '../../../messages/ko/members.json';
import { type Catalog, formatMessage } from '../messages';
import type { MailInput } from './index';
import type { MailWording } from './wording';

type Locale = MailInput['locale'];
const catalogs: Record<Locale, Catalog> = { ko: koMembers.mail, en: enMembers.mail };

export type MailTemplate = 'signUpCode' | 'passwordResetCode' | 'welcome' | 'withdrawn';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A member mail in the reader's language: its wording in force (`mail/wording.ts`: the studio's,
 * or `messages/<locale>/members.json` → `mail`), with the footer.
 */
export function renderMail(
  wording: MailWording,
  locale: Locale,
  template: MailTemplate,
  to: string,
  values: Record<string, string> = {},
): MailInput {
  const { subject, body } = wording.render(template, locale, values);
  const footer = formatMessage(locale, catalogs[locale] ?? catalogs.ko, 'footer');
  const lines = [...body.split('\n'), '', footer];
  return {
    to,
    locale,
    subject,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6">${lines
      .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
      .join('')}</body></html>`,
  };
}
