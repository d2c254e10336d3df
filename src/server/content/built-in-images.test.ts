import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIND_PICTURES } from '@/schemas/event-rules';
import { builtInPicture } from './built-in-images';

describe('builtInPicture', () => {
  it("gives every event kind's picture with each width in both formats, files that exist", () => {
    for (const [kind, src] of Object.entries(KIND_PICTURES)) {
      const picture = builtInPicture(src);
      expect(picture, kind).not.toBeNull();
      if (!picture) continue;
      expect(picture).toMatchObject({ src, focalX: 0.5, focalY: 0.5 });
      const webp = picture.srcSet.webp.split(', ');
      const avif = picture.srcSet.avif.split(', ');
      expect(avif).toEqual(webp.map((c) => c.replace('.webp ', '.avif ')));
      // The widest variant is the picture itself, at its own width.
      expect(webp.at(-1)).toBe(`${src} ${picture.width}w`);
      for (const candidate of [...webp, ...avif]) {
        const [file, width] = candidate.split(' ');
        expect(width, candidate).toMatch(/^\d+w$/);
        expect(existsSync(`public${file}`), file).toBe(true);
      }
    }
  });

  it('is null for a path the build did not make', () => {
    expect(builtInPicture('/images/events/no-such.webp')).toBeNull();
  });
});
