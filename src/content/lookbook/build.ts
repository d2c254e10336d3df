import type { Collection, Lookbook } from '@/schemas/content';

/** [theme, title, desc, alt, materials]. */
export type LookCopy = readonly [string, string, string, string, readonly string[]];
/** [name, finish, desc, alt]; codes and sizes are language-neutral. */
export type ItemCopy = readonly [string, string, string, string];

export const LOOK_IDS = [
  'boost-studio',
  'boost-kitchen',
  'cosmos-bedroom',
  'cosmos-lounge',
  'ooparts-living',
  'ooparts-bath',
] as const;
export const COLLECTION = [
  { id: 'volt-line', code: 'MS-25B01', theme: 'Boost', size: '1220 × 2440 mm' },
  { id: 'track-floor', code: 'MS-25B02', theme: 'Boost', size: '600 × 600 mm' },
  { id: 'nebula-terrazzo', code: 'MS-25C01', theme: 'Cosmos', size: '800 × 800 mm' },
  { id: 'starlight-pearl', code: 'MS-25C02', theme: 'Cosmos', size: '1060 mm × 15.6 m' },
  { id: 'desert-travertine', code: 'MS-25O01', theme: 'Ooparts', size: '600 × 1200 mm' },
  { id: 'rust-sheet', code: 'MS-25O02', theme: 'Ooparts', size: '1220 × 2440 mm' },
] as const;

export function buildLookbook(title: string, intro: string, looks: readonly LookCopy[]): Lookbook {
  return {
    title,
    intro,
    looks: looks.map(([theme, t, desc, alt, materials], i) => ({
      id: LOOK_IDS[i] ?? `look-${i + 1}`,
      theme,
      title: t,
      desc,
      alt,
      materials: [...materials],
      img: `/images/lookbook/look-${i + 1}.webp`,
    })),
  };
}

export function buildCollection(title: string, intro: string, items: readonly ItemCopy[]): Collection {
  return {
    title,
    intro,
    items: COLLECTION.map((c, i) => {
      const [name, finish, desc, alt] = items[i] ?? ['', '', '', ''];
      return { ...c, name, finish, desc, alt, img: `/images/collection/${c.id}.webp` };
    }),
  };
}
