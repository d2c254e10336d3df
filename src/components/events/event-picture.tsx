import type { EventPicture as Picture } from '@/schemas/events';

/** The event page's picture: 7 of 12 columns of the container from 768 px, the page's width below. */
export const DETAIL_SIZES =
  '(min-width: 1168px) 635px, (min-width: 768px) calc((100vw - 80px) * 7 / 12), calc(100vw - 32px)';
/** A card in the list: three columns from 992 px, two from 768 px, one below. */
export const CARD_SIZES =
  '(min-width: 1168px) 360px, (min-width: 992px) calc((100vw - 88px) / 3), (min-width: 768px) calc((100vw - 64px) / 2), calc(100vw - 32px)';

/**
 * An event's picture (resolved by the server, `EventPicture`): AVIF with WebP fallback at every width
 * there is, so the browser takes the one `sizes` asks for. The focal point is set through the DOM, not
 * a `style` attribute: the event pages are rendered per request, and their policy allows no inline
 * style (`style-src-attr 'none'`); a built-in picture's focal point is the centre, the default.
 */
export function EventPicture({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: Picture;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const centred = picture.focalX === 0.5 && picture.focalY === 0.5;
  const position = `${Math.round(picture.focalX * 100)}% ${Math.round(picture.focalY * 100)}%`;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={picture.srcSet.avif} sizes={sizes} />
      <img
        src={picture.src}
        srcSet={picture.srcSet.webp}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        ref={
          centred
            ? undefined
            : (img) => {
                if (img) img.style.objectPosition = position;
              }
        }
      />
    </picture>
  );
}
