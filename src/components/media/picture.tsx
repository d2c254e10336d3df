import { preload } from 'react-dom';
import { avif, type Entry, imageSize, srcSet } from './image-manifest';

export { imageSize, mobileTwin, type PictureData, pictureData } from './image-manifest';

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
