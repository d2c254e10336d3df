/** How a member is told about their bookings (My Page → edit). Browser-safe: shared by form and API. */
export const NOTIFY_CHANNELS = ['kakao', 'email', 'both'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** Members who never chose are told both ways: e-mail as before, KakaoTalk where configured. */
export const DEFAULT_NOTIFY_CHANNEL: NotifyChannel = 'both';

/** Each message a member can be sent; each is one AlimTalk template registered with Kakao. */
export const NOTIFICATION_KINDS = [
  'confirmed',
  'promoted',
  'reminder',
  'slotChanged',
  'slotCancelled',
  'staffMessage',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a member consented to: the required terms and privacy policy, the optional marketing. */
export const CONSENT_KINDS = ['terms', 'privacy', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/**
 * The wording of the marketing consent (`members.consent.marketing*` in messages): raise it when
 * that wording changes, so each record says which text the member agreed to.
 */
export const MARKETING_CONSENT_VERSION = 1;
