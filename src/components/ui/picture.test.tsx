// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './picture';

const image: ImageAsset = {
  src: '/assets/images/hero-1280-abc.jpg',
  width: 1280,
  height: 720,
  sources: [
    { type: 'image/avif', srcset: '/assets/images/hero-640-a.avif 640w, /assets/images/hero-1280-b.avif 1280w' },
    { type: 'image/webp', srcset: '/assets/images/hero-640-c.webp 640w, /assets/images/hero-1280-d.webp 1280w' },
  ],
};

afterEach(cleanup);

describe('Picture', () => {
  it('renders one source per format, AVIF first, with the sizes hint', () => {
    const { container } = render(<Picture image={image} alt="" sizes="(min-width: 768px) 50vw, 100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(image.sources[0]?.srcset);
    expect(sources[1]?.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
  });

  it('sets width, height and the fallback src, lazy and async by default', () => {
    const { getByRole } = render(<Picture image={image} alt="A rower at sunrise" imgClassName="object-cover" />);
    const img = getByRole('img', { name: 'A rower at sunrise' });
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('720');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('class')).toBe('object-cover');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads eagerly at high priority for the first screen', () => {
    const { getByRole } = render(<Picture image={image} alt="Hero" priority />);
    const img = getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads the preferred format of a priority image in server-rendered HTML', () => {
    const html = renderToString(<Picture image={image} alt="Hero" sizes="100vw" priority />);
    expect(html).toMatch(/<link rel="preload"[^>]* as="image"/);
    expect(html).toContain('imageSrcSet="/assets/images/hero-640-a.avif 640w');
    expect(html).toContain('type="image/avif"');
    expect(renderToString(<Picture image={image} alt="Card" />)).not.toContain('preload');
  });

  it('draws vector art from its one SVG file, requested as it renders (a preload would be no sooner)', () => {
    const drawing: ImageAsset = { ...image, vector: '/assets/images/hero-abc.svg' };
    const { container } = render(<Picture image={drawing} alt="Hero" priority />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/assets/images/hero-abc.svg');
    expect(container.querySelector('img')?.getAttribute('width')).toBe('1280');
    const html = renderToString(<Picture image={drawing} alt="Hero" priority />);
    expect(html).toContain('src="/assets/images/hero-abc.svg"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('preload');
  });

  it('draws first-screen vector art from the server build data: URL, with nothing to preload', () => {
    const drawing: ImageAsset = {
      ...image,
      vector: '/assets/images/hero-abc.svg',
      inlineVector: 'data:image/svg+xml,%3Csvg/%3E',
    };
    const html = renderToString(<Picture image={drawing} alt="Hero" priority />);
    expect(html).toContain('src="data:image/svg+xml,%3Csvg/%3E"');
    // Decoded with the first paint: the art appears in the same frame as the text.
    expect(html).toContain('decoding="sync"');
    expect(html).not.toContain('preload');
    // Further down a page, art is a file like any image, loaded when it comes near.
    const lower = renderToString(<Picture image={drawing} alt="Card" />);
    expect(lower).toContain('src="/assets/images/hero-abc.svg"');
    expect(lower).toContain('loading="lazy"');
  });

  it('passes classes through and never writes inline styles', () => {
    const { container } = render(<Picture image={image} alt="" className="absolute inset-0" loading="eager" />);
    const picture = container.querySelector('picture');
    expect(picture?.getAttribute('class')).toBe('absolute inset-0');
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});
