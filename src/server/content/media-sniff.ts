import 'server-only';
import type { MediaSourceType } from '@/schemas/media-rules';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** AVIF: an ISO-BMFF `ftyp` box whose major or a compatible brand is `avif` (still) or `avis` (sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  if (boxSize < 16 || boxSize > 4096) return false;
  const end = Math.min(boxSize, bytes.length);
  // major brand at 8, minor version at 12, compatible brands from 16, four bytes each
  for (const at of [8, ...Array.from({ length: Math.floor((end - 16) / 4) }, (_, i) => 16 + i * 4)]) {
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * The image type of a file from its first bytes (magic numbers), or null when it is none of the
 * four the library takes. The name and the browser's Content-Type are never trusted: an HTML page
 * named `photo.png` is null here.
 */
export function sniffImageType(bytes: Uint8Array): MediaSourceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
