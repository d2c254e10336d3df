import type { StoredImage } from '@/schemas/content-rules';
import { Picture } from './picture';
import { StoredPicture } from './stored-picture';

/** The library pictures a page's record names, resolved by its page read: `media:<uuid>` → variants. */
export type StoredPictures = Readonly<Record<string, StoredImage>>;

/**
 * A studio record's picture: a built-in render (`/images/…`, with its art-directed phone twin) or a
 * picture from the media library (its phone crop from its focal point). A library picture that no
 * longer exists renders nothing rather than a broken image.
 */
export function ContentPicture({
  src,
  mobileSrc,
  pictures,
  alt,
  sizes = '100vw',
  priority = false,
  eager = false,
  className,
}: {
  src: string;
  mobileSrc?: string;
  pictures?: StoredPictures;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** Above the fold but not the main image: loaded at once, at normal priority. */
  eager?: boolean;
  className?: string;
}) {
  if (src.startsWith('media:')) {
    const image = pictures?.[src];
    return image ? (
      <StoredPicture
        image={image}
        alt={alt}
        sizes={sizes}
        priority={priority}
        eager={eager}
        className={className}
      />
    ) : null;
  }
  return (
    <Picture
      src={src}
      mobileSrc={mobileSrc?.startsWith('media:') ? undefined : mobileSrc}
      alt={alt}
      sizes={sizes}
      priority={priority}
      eager={eager}
      className={className}
    />
  );
}
