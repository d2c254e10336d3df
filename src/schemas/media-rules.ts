/**
 * The media library's plain values (issue 25), without zod, so client components (the upload area,
 * the picker) and the server share one set of limits. The zod schemas are in `media.ts`.
 */

import { UUID_SOURCE } from './field-rules';

/** The largest image file staff may upload. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** The largest decoded image (width × height) the server agrees to read: 50 megapixels. */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** The longest side the encoders take (WebP stops at 16383 px). */
export const MEDIA_MAX_SIDE = 16_383;
/** Responsive widths; a source keeps those not wider than itself, and at least one (its own width). */
export const MEDIA_WIDTHS = [480, 960, 1440, 2880] as const;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** What an upload may be, sniffed from its bytes (never from its name or the browser's claim). */
export const MEDIA_SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaSourceType = (typeof MEDIA_SOURCE_TYPES)[number];
/** What the file input offers (a hint for the browser; the server still sniffs). */
export const MEDIA_ACCEPT = MEDIA_SOURCE_TYPES.join(',');
export const MEDIA_ALT_MAX_LENGTH = 300;
export const MEDIA_NAME_MAX_LENGTH = 200;
/** Uploads per staff member per hour. */
export const MEDIA_UPLOADS_PER_HOUR = 60;
export const MEDIA_PAGE_SIZE = 24;
/** The phone width the focal point's crop preview shows (the site's narrowest layout). */
export const PHONE_CROP_WIDTH = 390;
/** The phone crop's height for a 390 px wide viewport: a 4:5 portrait frame. */
export const PHONE_CROP_HEIGHT = 488;

/** How content records point at a library image: `media:<uuid>`. */
export const MEDIA_REF_PREFIX = 'media:';
const REF = new RegExp(`^${MEDIA_REF_PREFIX}(${UUID_SOURCE})$`, 'i');

/**
 * A picture a record names as stored: a built-in rendered picture (`/images/…webp|svg`) or a library
 * picture (`media:<uuid>`), lower case as written by the studio; never a free path.
 */
export const PICTURE_REF_PATTERN = new RegExp(
  `^(\\/images\\/[a-z0-9/_-]+\\.(webp|svg)|${MEDIA_REF_PREFIX}${UUID_SOURCE})$`,
);

export const mediaRef = (id: string) => `${MEDIA_REF_PREFIX}${id}`;

/** The asset id of a `media:<uuid>` reference, or null for anything else. */
export function mediaIdOf(ref: string | null | undefined): string | null {
  const m = ref ? REF.exec(ref) : null;
  return m ? m[1].toLowerCase() : null;
}

/** The public address of one variant: `/api/media/<id>/<width>.<format>`. */
export const mediaVariantUrl = (id: string, width: number, format: MediaFormat) =>
  `/api/media/${id}/${width}.${format}`;

/** The widths a source `sourceWidth` px wide is encoded at (never upscaled, never none). */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w <= sourceWidth);
  return widths.length ? widths : [sourceWidth];
}

/** Whether both alt texts are written (the library's completeness badge). */
export const altComplete = (a: { altKo: string; altEn: string }) =>
  a.altKo.trim() !== '' && a.altEn.trim() !== '';
