import { preload } from 'react-dom';
import manifest from '@/content/media/manifest.json';

type Entry = { width: number; height: number; srcset: [string, number][] };
const images = manifest as unknown as Record<string, Entry>;

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
  if (priority) preloadHero(e, sizes, m);
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

/**
 * The page's main image as `<link rel=preload as=image imagesrcset imagesizes>` in the document head
 * (React hoists it), so the browser requests the LCP image with the HTML's first bytes instead of after
 * the layout finds the <img>. One link per art-directed source, each with the media query its <source>
 * uses, and AVIF (the format every supported browser picks from the <picture>).
 */
function preloadHero(e: Entry, sizes: string, m: Entry | null) {
  const first = (x: Entry) => avif(x.srcset[0]?.[0] ?? '');
  if (m) {
    preload(first(m), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(m, true),
      imageSizes: '100vw',
      media: '(max-width: 767px)',
      fetchPriority: 'high',
    });
  }
  preload(first(e), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSet(e, true),
    imageSizes: sizes,
    media: m ? '(min-width: 768px)' : undefined,
    fetchPriority: 'high',
  });
}

export type PictureData = { src: string; width: number; height: number; webp: string; avif: string };

/** The attributes of a generated image as plain data, for client components (keeps the manifest out of the bundle). */
export function pictureData(src: string): PictureData {
  const e = imageSize(src);
  return { src, width: e.width, height: e.height, webp: srcSet(e, false), avif: srcSet(e, true) };
}
