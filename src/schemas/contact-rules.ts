/** The Contact form's plain values (inquiry types, limits, retention), without zod, for client components. */
export const INQUIRY_TYPES = ['event', 'material', 'partnership', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_TITLE_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_AFFILIATION_MAX_LENGTH = 50;
export const CONTACT_RANK_MAX_LENGTH = 30;
/** A person takes longer than this to fill the form; faster submissions are treated as bots. */
export const CONTACT_MIN_FILL_MS = 3000;
/** SPEC §9: contact data is kept for 1 year. */
export const CONTACT_RETENTION_YEARS = 1;
