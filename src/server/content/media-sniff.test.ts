import { describe, expect, it } from 'vitest';
import { sniffImageType } from './media-sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8], 'meta');
};

describe('sniffImageType', () => {
  it('knows the four types by their magic bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(sniffImageType(ftyp('avis', 'msf1'))).toBe('image/avif');
    expect(sniffImageType(ftyp('mif1', 'avif', 'miaf'))).toBe('image/avif');
  });

  it('refuses everything else, whatever the file is called', () => {
    expect(sniffImageType(bytes('<!doctype html><html><body>hi</body></html>'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(sniffImageType(ftyp('isom', 'mp41'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
  });
});
