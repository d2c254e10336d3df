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

describe('Picture priority preload', () => {
  const links = (html: string) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const mobile = Object.keys(manifest).find((src) => src.endsWith('-mob.webp')) as string;
  const wide = mobile.replace('-mob.webp', '-web.webp');

  it('preloads the main image with its candidates and sizes, one link per art-directed source', () => {
    const html = renderToStaticMarkup(
      <Picture src={wide} mobileSrc={mobile} alt="" priority sizes="(max-width: 991px) 100vw, 58vw" />,
    );
    const found = links(html).filter((l) => /rel="preload"/.test(l) && /as="image"/.test(l));
    expect(found).toHaveLength(2);
    const [phone, desk] = [
      found.find((l) => l.includes('media="(max-width: 767px)"')),
      found.find((l) => l.includes('media="(min-width: 768px)"')),
    ];
    expect(phone).toMatch(/imageSizes="100vw"/i);
    expect(phone).toContain(mobile.replace('.webp', '.avif'));
    expect(desk).toMatch(/imageSizes="\(max-width: 991px\) 100vw, 58vw"/i);
    expect(desk).toMatch(/imageSrcSet="[^"]*\.avif \d+w/i);
    for (const l of found) expect(l).toMatch(/fetchPriority="high"/i);
  });

  it('does not preload other images', () => {
    expect(links(renderToStaticMarkup(<Picture src={photo} alt="" eager />))).toEqual([]);
    expect(links(renderToStaticMarkup(<Picture src={photo} alt="" />))).toEqual([]);
  });
});
