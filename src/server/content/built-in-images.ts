import 'server-only';
import { isBuiltIn, pictureData } from '@/components/media/image-manifest';
import type { EventPicture } from '@/schemas/events';

/**
 * A built-in rendered picture (`/images/…webp`, scripts/render) as an event's `picture`: the
 * manifest's widths per format (`pictureData`), its size and the centre as focal point. Null for a
 * path the manifest does not know. Not kept: a few microseconds, on answers the answer cache keeps
 * (docs/CACHES.md).
 */
export function builtInPicture(src: string): EventPicture | null {
  const data = isBuiltIn(src) ? pictureData(src) : null;
  return (
    data && {
      src,
      srcSet: { avif: data.avif, webp: data.webp },
      width: data.width,
      height: data.height,
      focalX: 0.5,
      focalY: 0.5,
    }
  );
}
