/**
 * The mails whose wording the studio edits (issue 49), without zod, so the studio imports them.
 * Each mail names the variables its renderer passes; the wording may use any of them as
 * `{variable}` and no other. The zod schemas are in `mail-templates.ts`.
 */

/** Values every mail about a slot gets (`slotValues`, src/server/events/mail.ts). */
const SLOT = ['title', 'date', 'start', 'end', 'location', 'url', 'eventsUrl'] as const;
/** The visitor rules a slot mail may list (`common.visitRules.items`). */
const RULES = ['parking', 'luggage', 'idCheck', 'goods', 'photos'] as const;

/** Which group of the studio's list a mail belongs to. */
export const MAIL_GROUPS = ['members', 'tickets', 'schedules', 'inquiries'] as const;
export type MailGroup = (typeof MAIL_GROUPS)[number];

/** Every editable mail: its group and the variables its renderer passes. */
export const MAIL_TEMPLATES = {
  signUpCode: { group: 'members', variables: ['code'] },
  passwordResetCode: { group: 'members', variables: ['code'] },
  welcome: { group: 'members', variables: ['name'] },
  withdrawn: { group: 'members', variables: [] },
  applicationConfirmed: { group: 'tickets', variables: [...SLOT, ...RULES] },
  applicationPromoted: { group: 'tickets', variables: [...SLOT, ...RULES] },
  eventReminder: { group: 'tickets', variables: [...SLOT, ...RULES] },
  waitlistClosed: { group: 'tickets', variables: [...SLOT, ...RULES] },
  cancelledByStaff: { group: 'tickets', variables: ['title', 'date', 'start', 'end', 'reason', 'url'] },
  slotMoved: {
    group: 'schedules',
    variables: [...SLOT, ...RULES, 'previousDate', 'previousStart', 'reason'],
  },
  slotMovedWaiting: {
    group: 'schedules',
    variables: [...SLOT, ...RULES, 'previousDate', 'previousStart', 'reason'],
  },
  slotCancelled: { group: 'schedules', variables: [...SLOT, ...RULES, 'reason'] },
  slotCancelledWaiting: { group: 'schedules', variables: [...SLOT, ...RULES, 'reason'] },
  staffMessage: { group: 'schedules', variables: [...SLOT, ...RULES, 'subject', 'body'] },
  staffMessageEvent: {
    group: 'schedules',
    variables: ['title', 'date', 'location', 'url', 'subject', 'body'],
  },
  inquiryReceived: {
    group: 'inquiries',
    variables: [
      'type',
      'name',
      'tel',
      'email',
      'affiliation',
      'rank',
      'title',
      'message',
      'locale',
      'member',
    ],
  },
  inquiryAnswer: { group: 'inquiries', variables: ['name', 'title', 'answer', 'url'] },
} as const satisfies Record<string, { group: MailGroup; variables: readonly string[] }>;

export type MailKey = keyof typeof MAIL_TEMPLATES;
export const MAIL_KEYS = Object.keys(MAIL_TEMPLATES) as MailKey[];
export const isMailKey = (key: string): key is MailKey => Object.hasOwn(MAIL_TEMPLATES, key);

/** The variables a mail may use. */
export const mailVariables = (key: MailKey): readonly string[] => MAIL_TEMPLATES[key].variables;

/** A placeholder: `{name}`, a letter then letters or digits. */
const PLACEHOLDER = /^\{([A-Za-z][A-Za-z0-9]*)\}/;

/** What is wrong with a wording: a `{variable}` the mail does not have, or a brace that opens no placeholder. */
export type WordingProblem = { kind: 'unknownVariable'; name: string } | { kind: 'braces' };

/**
 * Checks one text of a mail: every `{…}` must be a placeholder of one of `allowed`, and no other
 * brace may appear. Returns the first problem, or null.
 */
export function checkWording(text: string, allowed: readonly string[]): WordingProblem | null {
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '}') return { kind: 'braces' };
    if (ch !== '{') continue;
    const m = PLACEHOLDER.exec(text.slice(i));
    if (!m) return { kind: 'braces' };
    if (!allowed.includes(m[1])) return { kind: 'unknownVariable', name: m[1] };
    i += m[0].length - 1;
  }
  return null;
}

/** The `{variable}` names a text uses, in order of first use. */
export function wordingVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]))];
}

/** A wording with its values filled in; a variable without a value reads as nothing. */
export function fillWording(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) =>
    values[name] === undefined ? '' : String(values[name]),
  );
}
