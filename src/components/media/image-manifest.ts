import manifest from '@/content/media/manifest.json';

/**
 * The build's rendered pictures (scripts/render and scripts/generate-images.mjs write the manifest)
 * as plain data: no React here, so the API's bundle can read it too (`builtInPicture`).
 */
export type Entry = { width: number; height: number; srcset: [string, number][] };
const images = manifest as unknown as Record<string, Entry>;

/** Whether the manifest has this picture. */
export const isBuiltIn = (src: string) => src in images;

/** Size of a generated image (scripts/generate-images.mjs writes the manifest). */
export function imageSize(src: string): Entry {
  const e = images[src];
  if (!e) throw new Error(`Unknown image ${src}: run node scripts/generate-images.mjs`);
  return e;
}

/** A picture's phone framing, when one was made beside it (`…-web.webp` → `…-mob.webp`). */
export function mobileTwin(src: string): string | undefined {
  const twin = src.replace(/-web\.webp$/, '-mob.webp');
  return twin !== src && images[twin] ? twin : undefined;
}

export const avif = (s: string) => s.replace(/\.webp$/, '.avif');
export const srcSet = (e: Entry, toAvif: boolean) =>
  e.srcset.map(([s, w]) => `${toAvif ? avif(s) : s} ${w}w`).join(', ');

export type PictureData = { src: string; width: number; height: number; webp: string; avif: string };

/** The attributes of a generated image as plain data, for client components (keeps the manifest out of the bundle). */
export function pictureData(src: string): PictureData {
  const e = imageSize(src);
  return { src, width: e.width, height: e.height, webp: srcSet(e, false), avif: srcSet(e, true) };
}
