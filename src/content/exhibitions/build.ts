import type { Exhibition } from '@/schemas/content';

type Slug = Exhibition['slug'];
type ProgrammeKey = Exhibition['programmes'][number]['key'];

/** [key, title, desc, detail] of each programme. */
export type ProgrammeCopy = readonly [ProgrammeKey, string, string, string];

export type ExhibitionCopy = {
  title: string;
  subtitle: string;
  intro: string;
  hours: string;
  venue: string;
  admission: string;
  heroAlt: string;
  programmes: readonly ProgrammeCopy[];
  /** [alt, caption] of each photo. */
  photos: readonly (readonly [string, string])[];
  gallery?: readonly (readonly [string, string])[];
};

export const EXHIBITION_FACTS: Record<
  Slug,
  {
    episode: number;
    year: number;
    startDate: string;
    endDate: string;
    floorVersion: Exhibition['floorVersion'];
  }
> = {
  popupep1: { episode: 1, year: 2023, startDate: '2023-05-18', endDate: '2023-05-28', floorVersion: 'ep1' },
  popupep2: {
    episode: 2,
    year: 2023,
    startDate: '2023-10-10',
    endDate: '2023-10-22',
    floorVersion: 'earlier',
  },
  popupep3: { episode: 3, year: 2024, startDate: '2024-02-28', endDate: '2024-03-10', floorVersion: 'ep3' },
  popupep4: {
    episode: 4,
    year: 2025,
    startDate: '2025-04-10',
    endDate: '2025-04-27',
    floorVersion: 'persona',
  },
};

/**
 * The gallery files each show's gallery copy captions, in order. EP.02 leaves out gallery-21, an
 * exterior of a two-storey building for a three-floor show, and not the building EP.03's hero shows at
 * the same address (review 3).
 */
export const GALLERY_FILES: Partial<Record<Slug, readonly number[]>> = {
  popupep2: [...Array.from({ length: 20 }, (_, i) => i + 1), 22],
};

export function buildExhibition(slug: Slug, c: ExhibitionCopy): Exhibition {
  const f = EXHIBITION_FACTS[slug];
  const pic = ([alt, caption]: readonly [string, string], src: string) => ({ src, alt, caption });
  return {
    slug,
    ...f,
    title: c.title,
    subtitle: c.subtitle,
    intro: c.intro,
    hours: c.hours,
    venue: c.venue,
    admission: c.admission,
    hero: `/images/exhibitions/${slug}-hero-web.webp`,
    heroMobile: `/images/exhibitions/${slug}-hero-mob.webp`,
    heroAlt: c.heroAlt,
    programmes: c.programmes.map(([key, title, desc, detail]) => ({ key, title, desc, detail })),
    photos: c.photos.map((p, i) => pic(p, `/images/exhibitions/${slug}-${i + 1}.webp`)),
    ...(c.gallery
      ? {
          gallery: c.gallery.map((p, i) =>
            pic(
              p,
              `/images/exhibitions/${slug}/gallery-${String(GALLERY_FILES[slug]?.[i] ?? i + 1).padStart(2, '0')}.webp`,
            ),
          ),
        }
      : {}),
  };
}
