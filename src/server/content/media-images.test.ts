import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngClaiming } from '../../../tests/support/images';
import { processUpload } from './media-images';

const widths = (r: Awaited<ReturnType<typeof processUpload>>) =>
  r.variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort();

describe('processUpload', () => {
  it('takes 16-bit, grey, CMYK and transparent sources alike', async () => {
    const base = { width: 600, height: 400 };
    const sources = [
      await sharp({ create: { ...base, channels: 3, background: '#c08040' } })
        .png({ compressionLevel: 1 })
        .toColourspace('rgb16')
        .toBuffer(),
      await sharp({ create: { ...base, channels: 3, background: '#808080' } })
        .greyscale()
        .png()
        .toBuffer(),
      await sharp({ create: { ...base, channels: 3, background: '#2050a0' } })
        .toColourspace('cmyk')
        .jpeg()
        .toBuffer(),
      await sharp({ create: { ...base, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.3 } } })
        .png()
        .toBuffer(),
    ];
    for (const bytes of sources) {
      const out = await processUpload(bytes);
      expect(out).toMatchObject({ width: 600, height: 400 });
      expect(widths(out)).toEqual(['avif@480x320', 'webp@480x320']);
      for (const v of out.variants) {
        const meta = await sharp(v.bytes).metadata();
        expect(meta.width).toBe(480);
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
    }
  });

  it('refuses an image over the pixel limit without decoding it', async () => {
    const bomb = pngClaiming(10_000, 6_000);
    await expect(processUpload(bomb)).rejects.toMatchObject({ status: 422, code: 'MEDIA_TOO_MANY_PIXELS' });
  });
});
