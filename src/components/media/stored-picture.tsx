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
  className,
}: {
  image: StoredImage;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
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
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={{ objectPosition: `${Math.round(image.focalX * 100)}% ${Math.round(image.focalY * 100)}%` }}
      />
    </picture>
  );
}
