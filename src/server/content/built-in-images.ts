import 'server-only';
import { isBuiltIn, pictureData } from '@/components/media/image-manifest';
import type { EventPicture } from '@/schemas/events';

const known = new Map<string, EventPicture | null>();

/**
 * A built-in rendered picture (`/images/…webp`, scripts/render) as an event's `picture`: the
 * manifest's widths per format (`pictureData`), its size and the centre as focal point. Null for a
 * path the manifest does not know. Worked out once per path: the event list asks on every read.
 */
export function builtInPicture(src: string): EventPicture | null {
  let picture = known.get(src);
  if (picture === undefined) {
    const data = isBuiltIn(src) ? pictureData(src) : null;
    picture = data && {
      src,
      srcSet: { avif: data.avif, webp: data.webp },
      width: data.width,
      height: data.height,
      focalX: 0.5,
      focalY: 0.5,
    };
    known.set(src, picture);
  }
  return picture;
}
