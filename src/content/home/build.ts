import type { FloorItem } from '@/schemas/content';

export type FloorVersion = 'earlier' | 'persona' | 'ep1' | 'ep3';
/** [tag, title, desc] of 1F, 2F, 3F. */
export type FloorCopy = readonly [
  readonly [string, string, string],
  readonly [string, string, string],
  readonly [string, string, string],
];

const KEYS = ['1F', '2F', '3F'] as const;

export function floors(version: FloorVersion, copy: FloorCopy): FloorItem[] {
  return copy.map(([tag, title, desc], i) => {
    const key = KEYS[i] ?? '1F';
    return { key, tag, title, desc, gif: `/images/floors/${version}-${key.toLowerCase()}.webp` };
  });
}
