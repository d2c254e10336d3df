import 'server-only';
import type { NotificationKind } from '@/schemas/messaging-rules';
import koMembers from '../../../messages/ko/members.json';
import { type Catalog, formatMessage } from '../messages';

/**
 * The variables of each AlimTalk template, as registered with Kakao (`#{name}` in the template).
 * The template's text is `members.notifications.<kind>.text` in `messages/ko` with `{name}` for
 * `#{name}`; docs/ADMIN.md lists what to register.
 */
export const TEMPLATE_VARIABLES = {
  confirmed: ['name', 'title', 'date', 'time', 'place', 'url'],
  promoted: ['name', 'title', 'date', 'time', 'place', 'url'],
  reminder: ['name', 'title', 'date', 'time', 'place', 'url'],
  slotChanged: ['name', 'title', 'previous', 'date', 'time', 'place', 'url'],
  slotCancelled: ['name', 'title', 'date', 'time', 'reason', 'url'],
  staffMessage: ['name', 'title', 'message', 'url'],
} as const satisfies Record<NotificationKind, readonly string[]>;

export type TemplateValues<K extends NotificationKind> = Record<
  (typeof TEMPLATE_VARIABLES)[K][number],
  string
>;

const catalog: Catalog = koMembers.notifications;

/**
 * One message of `kind`: the template's variables (`#{name}` keys, values as strings, as Solapi
 * wants them) and the same content as plain text for the SMS/LMS fallback and the demo log. In
 * Korean: AlimTalk templates are registered with Kakao once, in Korean (decision 020).
 */
export function renderMessage(kind: NotificationKind, values: Record<string, string>) {
  const names = TEMPLATE_VARIABLES[kind] as readonly string[];
  const own = Object.fromEntries(names.map((n) => [n, values[n] ?? '']));
  return {
    variables: Object.fromEntries(names.map((n) => [`#{${n}}`, own[n]])),
    subject: formatMessage('ko', catalog, `${kind}.subject`, own),
    text: formatMessage('ko', catalog, `${kind}.text`, own),
  };
}
