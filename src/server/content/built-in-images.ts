import manifest from '@/content/media/manifest.json';
import type { EventPicture } from '@/schemas/events';

type Entry = { width: number; height: number; srcset: [string, number][] };
const images = manifest as unknown as Record<string, Entry>;

/**
 * A built-in rendered picture (`/images/…webp`, scripts/render) as a page renders it without the
 * build's manifest: its widths per format (every WebP has an AVIF beside it), its size and the centre
 * as focal point. Null for a path the manifest does not know.
 */
export function builtInPicture(src: string): EventPicture | null {
  const e = images[src];
  if (!e) return null;
  const set = (avif: boolean) =>
    e.srcset.map(([s, w]) => `${avif ? s.replace(/\.webp$/, '.avif') : s} ${w}w`).join(', ');
  return {
    src,
    srcSet: { avif: set(true), webp: set(false) },
    width: e.width,
    height: e.height,
    focalX: 0.5,
    focalY: 0.5,
  };
}
