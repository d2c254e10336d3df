import 'server-only';
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_WIDTHS,
  type MediaFormat,
  type MediaSourceType,
  variantWidths,
} from '@/schemas/media-rules';
import { ApiError } from '../api/errors';
import { sniffImageType } from './media-sniff';

export type EncodedVariant = { format: MediaFormat; width: number; height: number; bytes: Buffer };
export type ProcessedImage = {
  sourceType: MediaSourceType;
  /** The source's size after its EXIF orientation. */
  width: number;
  height: number;
  variants: EncodedVariant[];
};

// NOTE: AVIF effort 3 keeps a 2880 px variant to a few seconds on one shared core.
const ENCODE = {
  avif: (p: Sharp) => p.avif({ quality: 55, effort: 3 }),
  webp: (p: Sharp) => p.webp({ quality: 80, effort: 4 }),
} satisfies Record<MediaFormat, (p: Sharp) => Sharp>;

/** Read options for untrusted bytes: fail on a truncated or corrupt file, cap the pixel count, first frame only. */
const READ: SharpOptions = { failOn: 'truncated', limitInputPixels: MEDIA_MAX_PIXELS, pages: 1 };

/**
 * Checks an upload and makes its responsive set: the type is sniffed from the bytes (JPEG, PNG,
 * WebP, AVIF, else 422 MEDIA_TYPE_UNSUPPORTED), then sharp decodes every pixel (a truncated or
 * corrupt file is 422 MEDIA_UNREADABLE, one over MEDIA_MAX_PIXELS 422 MEDIA_TOO_MANY_PIXELS). Each
 * variant is turned upright by its EXIF orientation and written without any metadata (EXIF, GPS,
 * XMP, ICC are dropped: sharp keeps none unless asked), in AVIF and WebP at `variantWidths`.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw new ApiError(422, 'MEDIA_TYPE_UNSUPPORTED');

  let meta: Metadata;
  try {
    // The header only: the size is checked here, so an image over the limit is named as such.
    meta = await sharp(bytes, { ...READ, limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(422, 'MEDIA_UNREADABLE');
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new ApiError(422, 'MEDIA_UNREADABLE');
  if (width * height > MEDIA_MAX_PIXELS || width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE)
    throw new ApiError(422, 'MEDIA_TOO_MANY_PIXELS');

  // One full decode of the source, upright and no wider than the widest variant: it proves the file
  // whole (a truncated JPEG fails here) and every variant is made from it without decoding again.
  const widest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, READ)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw new ApiError(422, 'MEDIA_TOO_MANY_PIXELS');
    throw new ApiError(422, 'MEDIA_UNREADABLE');
  }
  const raw = {
    raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
  };

  const variants: EncodedVariant[] = [];
  for (const w of variantWidths(master.info.width)) {
    for (const format of ['avif', 'webp'] as const) {
      const out = await ENCODE[format](sharp(master.data, raw).resize({ width: w })).toBuffer({
        resolveWithObject: true,
      });
      variants.push({ format, width: out.info.width, height: out.info.height, bytes: out.data });
    }
  }
  return { sourceType, width, height, variants };
}
