/**
 * The picture beside the sign-in form: EP.05's 1F ticket desk, where a member's QR ticket is read
 * (scripts/render `members/reception`). Its own render: it had been the docent kind's picture, a room
 * the EP.02 gallery and the EP.03 tour showed too (the seventh review). Kept apart from the component
 * so the media tests can count its use.
 */
export const SIGN_IN_PICTURE = '/images/members/reception.webp';

/**
 * Beside the sign-up steps: what a new member finds on that desk, a ticket on the phone and the
 * member card (`members/welcome`); the fourteenth review read sign-up as sign-in's picture again.
 */
export const SIGN_UP_PICTURE = '/images/members/welcome.webp';
