/**
 * The plain rules of SPEC §5 (lengths, patterns), without zod: client components import these
 * directly so their first load carries no schema library. `fields.ts` builds the zod fields on them.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 4;
export const EMAIL_MAX_LENGTH = 254;
export const VERIFICATION_CODE_LENGTH = 6;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Two to four Hangul syllables (U+AC00–U+D7A3). */
export const NAME_PATTERN = /^[\uAC00-\uD7A3]{2,4}$/;
export const BIRTH_PATTERN = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
export const TEL_PATTERN = /^01[016789]\d{8}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;

/** A row id as text: 8-4-4-4-12 hex in either case, as PostgreSQL and `z.guid()` read it (decision 047). */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, 'i');
/** Whether `value` is a row id (the one UUID rule: paths, tokens, claims, SQL literals). */
export const isUuid = (value: string | null | undefined): value is string =>
  !!value && UUID_PATTERN.test(value);

/**
 * At least one character that shows. Not visible: whitespace and control characters, the soft
 * hyphen, zero-width and bidi format characters (U+200B–U+200F, U+202A–U+202E, U+2060–U+206F,
 * U+FEFF), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and variation selectors. Required
 * text of only these is empty to a reader (decision 030).
 * NOTE: written as ranges without the `u` flag, so the OpenAPI document's pattern reads the same in
 * other languages' regular expressions.
 */
export const VISIBLE_TEXT_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex lint/suspicious/noMisleadingCharacterClass: invisible characters (controls, lone combining marks) are what it excludes
  /[^\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/;

/**
 * One line of text: no control character (CR, LF and tab included), no line or paragraph
 * separator (U+2028, U+2029) and no bidi embedding, override or isolate (U+202A–U+202E,
 * U+2066–U+2069), which would split a mail's `Subject:` or reorder what a reader sees.
 */
export const SINGLE_LINE_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;

/** Empty, or holding a character that shows: an optional field of only zero-width spaces is refused. */
export const EMPTY_OR_VISIBLE_PATTERN = new RegExp(`^$|${VISIBLE_TEXT_PATTERN.source}`);

/**
 * {@link EMPTY_OR_VISIBLE_PATTERN} and {@link SINGLE_LINE_PATTERN} as one pattern: what the OpenAPI
 * document states for a one-line field (its generator keeps one pattern per string).
 */
export const ONE_LINE_TEXT_PATTERN = new RegExp(
  `^(?=$|.*${VISIBLE_TEXT_PATTERN.source})${SINGLE_LINE_PATTERN.source.slice(1, -1)}$`,
);

/** True when `text` holds a character that shows ({@link VISIBLE_TEXT_PATTERN}). */
export const hasVisibleText = (text: string): boolean => VISIBLE_TEXT_PATTERN.test(text);
