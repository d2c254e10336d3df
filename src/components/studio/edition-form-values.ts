import type { z } from 'zod';
import { FLOOR_KEYS } from '@/schemas/content-rules';
import type { Edition, editionBody } from '@/schemas/content-studio';

export type Form = z.output<typeof editionBody> & { id: string | null };
export type Errors = Record<string, string | undefined>;

/** The paired text fields of an edition, in the order the form shows them. */
export const TEXTS = [
  'title',
  'subtitle',
  'intro',
  'venue',
  'address',
  'hours',
  'admission',
  'heroAlt',
] as const;
export type Text = (typeof TEXTS)[number];
export const LONG: Text[] = ['intro'];

export const fromEdition = (e: Edition): Form => ({
  id: e.id,
  episode: e.episode,
  slug: e.slug,
  themeYear: e.themeYear,
  otherThemeYears: e.otherThemeYears,
  titleKo: e.titleKo,
  titleEn: e.titleEn,
  subtitleKo: e.subtitleKo,
  subtitleEn: e.subtitleEn,
  introKo: e.introKo,
  introEn: e.introEn,
  venueKo: e.venueKo,
  venueEn: e.venueEn,
  addressKo: e.addressKo,
  addressEn: e.addressEn,
  hoursKo: e.hoursKo,
  hoursEn: e.hoursEn,
  opensAt: e.opensAt,
  closesAt: e.closesAt,
  hoursExceptions: e.hoursExceptions,
  admissionKo: e.admissionKo,
  admissionEn: e.admissionEn,
  startsOn: e.startsOn,
  endsOn: e.endsOn,
  heroImage: e.heroImage,
  heroAltKo: e.heroAltKo,
  heroAltEn: e.heroAltEn,
  heroAltOverride: e.heroAltOverride,
  floors: e.floors,
  programmes: e.programmes,
  photos: e.photos,
  gallery: e.gallery,
  published: e.published,
});

/** A new edition starts from the latest one's floors and programmes, as a draft with the next number. */
export const nextOf = (latest: Edition | undefined): Form => {
  const episode = (latest?.episode ?? 0) + 1;
  const base = latest ? fromEdition(latest) : null;
  return {
    ...(base ?? ({} as Form)),
    id: null,
    episode,
    slug: `popupep${episode}`,
    themeYear: latest?.themeYear ?? new Date().getFullYear(),
    titleKo: `EP.${String(episode).padStart(2, '0')} `,
    titleEn: '',
    startsOn: '',
    endsOn: '',
    floors:
      base?.floors ??
      FLOOR_KEYS.map((key) => ({
        key,
        tagKo: '',
        tagEn: '',
        titleKo: '',
        titleEn: '',
        descKo: '',
        descEn: '',
        image: '/images/materials/stone-1-web.webp',
        color: '#b0643b',
        programmes: [],
      })),
    programmes: base?.programmes ?? [],
    // A new edition's photographs and dated hours are its own: none are copied from the last one.
    hoursExceptions: [],
    photos: [],
    gallery: [],
    published: false,
  } as Form;
};
