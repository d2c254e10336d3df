import type { ReactElement, RefCallback } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoredPicture } from './stored-picture';

const image = {
  src: '/api/media/a/960.webp',
  srcSet: {
    avif: '/api/media/a/480.avif 480w, /api/media/a/960.avif 960w',
    webp: '/api/media/a/480.webp 480w',
  },
  width: 960,
  height: 480,
  focalX: 0.2,
  focalY: 0.75,
};
const img = (html: string) => html.match(/<img\b[^>]*>/)?.[0] ?? '';
/** The `<img>` element StoredPicture returns (the picture's second child). */
const imgElement = (picture: ReactElement) =>
  (picture.props as { children: ReactElement[] }).children[1] as ReactElement<{
    ref?: RefCallback<{ style: { objectPosition?: string } }>;
  }>;

describe('StoredPicture', () => {
  it('writes the focal point as a style attribute by default (prerendered pages hash it)', () => {
    expect(img(renderToStaticMarkup(<StoredPicture image={image} alt="" />))).toContain(
      'style="object-position:20% 75%"',
    );
  });

  it('with focalBy="script", sends no style attribute and sets the focal point on the element', () => {
    const tag = img(renderToStaticMarkup(<StoredPicture image={image} alt="" focalBy="script" />));
    expect(tag).not.toContain('style=');
    const target = { style: {} as { objectPosition?: string } };
    imgElement(StoredPicture({ image, alt: '', focalBy: 'script' })).props.ref?.(target);
    expect(target.style.objectPosition).toBe('20% 75%');
    // The centre is the browser's default: nothing to set.
    const centred = StoredPicture({
      image: { ...image, focalX: 0.5, focalY: 0.5 },
      alt: '',
      focalBy: 'script',
    });
    expect(imgElement(centred).props.ref).toBeUndefined();
  });
});
