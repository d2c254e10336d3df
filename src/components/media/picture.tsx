import manifest from '@/content/media/manifest.json';

type Entry = { width: number; height: number; srcset: [string, number][] };
const images = manifest as unknown as Record<string, Entry>;

/** Size of a generated image (scripts/generate-images.mjs writes the manifest). */
export function imageSize(src: string): Entry {
  const e = images[src];
  if (!e) throw new Error(`Unknown image ${src}: run node scripts/generate-images.mjs`);
  return e;
}

const avif = (s: string) => s.replace(/\.webp$/, '.avif');
const srcSet = (e: Entry, toAvif: boolean) =>
  e.srcset.map(([s, w]) => `${toAvif ? avif(s) : s} ${w}w`).join(', ');

type Props = {
  src: string;
  /** Art-directed variant below 768 px; the browser downloads only the one that matches. */
  mobileSrc?: string;
  alt: string;
  sizes?: string;
  /** The page's main image (its LCP candidate): eager and high priority. Use it on one image per page. */
  priority?: boolean;
  /** In the first screen but not the main image: loads at once, at the browser's normal priority. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
};

/** A generated image as AVIF with WebP fallback, responsive widths, and width/height so nothing shifts. */
export function Picture({
  src,
  mobileSrc,
  alt,
  sizes = '100vw',
  priority = false,
  eager = false,
  className,
  imgClassName,
}: Props) {
  const e = imageSize(src);
  const loading = priority || eager ? 'eager' : 'lazy';
  if (src.endsWith('.svg')) {
    return (
      // biome-ignore lint/performance/noImgElement: SVG needs no re-encoding; width/height come from the manifest.
      <img
        src={src}
        alt={alt}
        width={e.width}
        height={e.height}
        loading={loading}
        decoding="async"
        className={imgClassName ?? className}
      />
    );
  }
  const m = mobileSrc ? imageSize(mobileSrc) : null;
  return (
    <picture className={className}>
      {m ? (
        <source
          media="(max-width: 767px)"
          type="image/avif"
          srcSet={srcSet(m, true)}
          sizes="100vw"
          width={m.width}
          height={m.height}
        />
      ) : null}
      {m ? (
        <source
          media="(max-width: 767px)"
          type="image/webp"
          srcSet={srcSet(m, false)}
          sizes="100vw"
          width={m.width}
          height={m.height}
        />
      ) : null}
      <source type="image/avif" srcSet={srcSet(e, true)} sizes={sizes} />
      <img
        src={src}
        srcSet={srcSet(e, false)}
        sizes={sizes}
        width={e.width}
        height={e.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={imgClassName}
      />
    </picture>
  );
}

export type PictureData = { src: string; width: number; height: number; webp: string; avif: string };

/** The attributes of a generated image as plain data, for client components (keeps the manifest out of the bundle). */
export function pictureData(src: string): PictureData {
  const e = imageSize(src);
  return { src, width: e.width, height: e.height, webp: srcSet(e, false), avif: srcSet(e, true) };
}
