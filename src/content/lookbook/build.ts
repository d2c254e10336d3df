import type { Lookbook } from '@/schemas/content';

/** [theme, title, desc, alt]. */
export type LookCopy = readonly [string, string, string, string];

/** Each look's id and the catalogue keys of its materials (language-neutral, decision 042). */
export const LOOKS = [
  { id: 'boost-studio', materials: ['volt-line', 'track-floor'] },
  { id: 'boost-kitchen', materials: ['signal-core', 'volt-line'] },
  { id: 'cosmos-bedroom', materials: ['nebula-terrazzo', 'starlight-pearl'] },
  { id: 'cosmos-lounge', materials: ['dusk-glass', 'starlight-pearl'] },
  { id: 'ooparts-living', materials: ['desert-travertine', 'rust-sheet'] },
  { id: 'ooparts-bath', materials: ['clay-plaster', 'desert-travertine'] },
] as const;

export function buildLookbook(title: string, intro: string, looks: readonly LookCopy[]): Lookbook {
  return {
    title,
    intro,
    looks: looks.map(([theme, t, desc, alt], i) => ({
      id: LOOKS[i]?.id ?? `look-${i + 1}`,
      theme,
      title: t,
      desc,
      alt,
      materials: [...(LOOKS[i]?.materials ?? [])],
      img: `/images/lookbook/look-${i + 1}.webp`,
    })),
  };
}
