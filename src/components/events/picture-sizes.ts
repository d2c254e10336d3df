/**
 * The `sizes` of an event's picture (`EventPicture` from the API, rendered by `StoredPicture` with
 * `focalBy="script"`: the event pages are rendered per request).
 */

/** The event page's picture: 7 of 12 columns of the container from 768 px, the page's width below. */
export const DETAIL_SIZES =
  '(min-width: 1168px) 635px, (min-width: 768px) calc((100vw - 80px) * 7 / 12), calc(100vw - 32px)';
/** A card in the list: three columns from 992 px, two from 768 px, one below. */
export const CARD_SIZES =
  '(min-width: 1168px) 360px, (min-width: 992px) calc((100vw - 88px) / 3), (min-width: 768px) calc((100vw - 64px) / 2), calc(100vw - 32px)';
