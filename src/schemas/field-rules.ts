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
