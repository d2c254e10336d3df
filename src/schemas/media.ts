import './zod-csp';
import { z } from 'zod';
import { nonEmptyPatch } from './fields';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_FORMATS, MEDIA_SOURCE_TYPES } from './media-rules';

export * from './media-rules';

/**
 * The media library (`/admin/content/media`, `/api/admin/media`, `/api/media/...`): one file for the
 * API (validation and OpenAPI), the studio's forms and the tests. Field messages are keys under
 * `common.validation`.
 */

const altText = z.string().trim().max(MEDIA_ALT_MAX_LENGTH, 'tooLong');
/** 0 (left or top edge) … 1 (right or bottom edge). */
const focal = z.number().min(0).max(1);

/** The text fields sent beside the file in the upload form (multipart). */
export const mediaUploadFields = z.object({
  altKo: altText.optional().default(''),
  altEn: altText.optional().default(''),
});

/** PATCH /api/admin/media/{id}: the focal point and the alt texts. */
export const mediaPatchBody = nonEmptyPatch(
  z.strictObject({ focalX: focal, focalY: focal, altKo: altText, altEn: altText }).partial(),
);
export type MediaPatchBody = z.input<typeof mediaPatchBody>;

export const mediaVariant = z.object({
  format: z.enum(MEDIA_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariant>;

export const mediaAsset = z.object({
  id: z.guid(),
  /** `media:<id>`: what an edition, floor or event stores. */
  ref: z.string(),
  /** The widest WebP variant. */
  url: z.string(),
  /** The narrowest WebP variant (the library's thumbnail). */
  thumbUrl: z.string(),
  /** The uploaded image's size in pixels, after its EXIF orientation. */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(mediaVariant),
  originalName: z.string(),
  sourceType: z.enum(MEDIA_SOURCE_TYPES),
  /** What the variants take in storage, in bytes. */
  storedBytes: z.number().int(),
  focalX: z.number(),
  focalY: z.number(),
  altKo: z.string(),
  altEn: z.string(),
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAsset>;

export const mediaListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const mediaListResponse = z.object({
  items: z.array(mediaAsset),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type MediaList = z.infer<typeof mediaListResponse>;
