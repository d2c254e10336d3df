import type { FloorItem } from '@/schemas/content';
import type { PublicEdition, StoredImage } from '@/schemas/content-rules';

/** A floor item with, when the studio chose one from the media library, that picture resolved. */
export type FloorWithImage = FloorItem & { stored?: StoredImage };

/** An edition's floors as the spec's floor items (key, tag, title, desc, gif) the floor list renders. */
export function floorItems(edition: Pick<PublicEdition, 'floors'>): FloorWithImage[] {
  return edition.floors.map((f) => ({
    key: f.key,
    tag: f.tag,
    title: f.title,
    desc: f.desc,
    gif: f.image,
    stored: f.stored,
  }));
}
