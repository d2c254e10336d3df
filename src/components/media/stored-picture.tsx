import type { StoredImage } from '@/schemas/content-rules';

/**
 * A media-library picture (decision 014): AVIF with WebP fallback at the widths the server made,
 * width and height so nothing shifts, and the editor's focal point placing the crop on a phone.
 */
export function StoredPicture({
  image,
  alt,
  sizes = '100vw',
  priority = false,
  eager = false,
  low = false,
  className,
  focalBy = 'style',
}: {
  image: StoredImage;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** Above the fold but not the main image: loaded at once, at normal priority. */
  eager?: boolean;
  /**
   * After the main image even where it shows in the first screen (the second card of a list on a
   * phone): requested at low priority, so the main image has the link first (decision 060).
   */
  low?: boolean;
  className?: string;
  /**
   * How the focal point reaches the image: a `style` attribute (prerendered pages, whose policy
   * lists its hash), or set through the DOM once the page runs (`script`: pages rendered per
   * request, whose policy allows no `style` attribute; only from a client component). The centre is
   * the browser's default and needs neither.
   */
  focalBy?: 'style' | 'script';
}) {
  const position = `${Math.round(image.focalX * 100)}% ${Math.round(image.focalY * 100)}%`;
  const centred = image.focalX === 0.5 && image.focalY === 0.5;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcSet.webp}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : low ? 'low' : undefined}
        style={focalBy === 'style' ? { objectPosition: position } : undefined}
        ref={
          focalBy === 'script' && !centred
            ? (img) => {
                if (img) img.style.objectPosition = position;
              }
            : undefined
        }
      />
    </picture>
  );
}
