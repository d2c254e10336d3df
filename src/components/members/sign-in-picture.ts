/**
 * The picture beside the sign-in form and the sign-up steps: EP.05's 1F ticket desk, where a member's
 * QR ticket is read (scripts/render `members/reception`). Its own render: it had been the docent
 * kind's picture, a room the EP.02 gallery and the EP.03 tour showed too (the seventh review). Kept
 * apart from the component so the media tests can count its use.
 */
export const SIGN_IN_PICTURE = '/images/members/reception.webp';
