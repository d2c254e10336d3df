import type { AbstractIntlMessages } from 'next-intl';

type Messages = Record<string, unknown>;

/**
 * The parts of `common` that client components of the shell read (header, side menu, language
 * switch, loading overlay, popups and notice popups, error boundary, debug badge). Every page carries these in its
 * HTML; the rest of the messages stay on the server, where server components read them.
 */
const SHELL_COMMON = [
  'brand',
  'meta',
  'nav',
  'a11y',
  'header',
  'sideMenu',
  'share',
  'error',
  'popup',
  'notices',
  'debug',
] as const;

function pick(source: unknown, keys: readonly string[]): Messages {
  const record = (source ?? {}) as Messages;
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
}

/** Messages for the provider around every page: what the shell's client components need. */
export function shellMessages(messages: Messages): AbstractIntlMessages {
  return { common: pick(messages.common, SHELL_COMMON) } as AbstractIntlMessages;
}

/**
 * Messages for a part of the site with client-side forms (member pages, Contact): all of `common`
 * (validation and API error texts included) and the named domains. A nested provider replaces the
 * outer one, so it carries the shell's messages too.
 */
export function formMessages(messages: Messages, domains: readonly string[]): AbstractIntlMessages {
  return { common: messages.common, ...pick(messages, domains) } as AbstractIntlMessages;
}
