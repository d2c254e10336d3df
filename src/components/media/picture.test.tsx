import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import manifest from '@/content/media/manifest.json';
import { Picture } from './picture';

const photo = Object.keys(manifest).find((src) => src.endsWith('.webp')) as string;
const img = (html: string) => html.match(/<img\b[^>]*>/)?.[0] ?? '';

describe('Picture', () => {
  it('lazy-loads by default, with the size that keeps the layout still', () => {
    const tag = img(renderToStaticMarkup(<Picture src={photo} alt="" />));
    expect(tag).toContain('loading="lazy"');
    expect(tag).not.toMatch(/fetchpriority/i);
    expect(tag).toMatch(/width="\d+" height="\d+"/);
  });

  it('loads the main image at once and first; other first-screen images at once, at normal priority', () => {
    const main = img(renderToStaticMarkup(<Picture src={photo} alt="" priority />));
    expect(main).toContain('loading="eager"');
    expect(main).toMatch(/fetchpriority="high"/i);
    const eager = img(renderToStaticMarkup(<Picture src={photo} alt="" eager />));
    expect(eager).toContain('loading="eager"');
    expect(eager).not.toMatch(/fetchpriority/i);
  });
});
