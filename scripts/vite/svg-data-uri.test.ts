import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from './svg-data-uri';

describe('svgDataUri', () => {
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <title>Sun & sea, 50% — “été” 🌅</title>\n  <rect fill="#e11d48" width="4" height="4"/>\n</svg>\n';

  it('is a data: URL that decodes back to the same drawing', () => {
    const url = svgDataUri(drawing);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(drawing.trim().replace(/\s+/g, ' '));
  });

  it('escapes what a URL or an attribute cannot hold, and nothing more', () => {
    const url = svgDataUri(drawing);
    expect(url).not.toMatch(/[<>"#\n]/);
    expect(url).toContain('%3Csvg xmlns=%22http://www.w3.org/2000/svg%22');
    expect(url).toContain('fill=%22%23e11d48%22');
    expect(url).toContain('50%25');
    expect(url).toContain('%C3%A9t%C3%A9');
    expect(url).toContain('%F0%9F%8C%85');
  });

  it('compresses about as well as the drawing itself', () => {
    const art = `<svg xmlns="http://www.w3.org/2000/svg">${Array.from({ length: 400 }, (_, index) => `<circle cx="${index % 40}" cy="${Math.floor(index / 40)}" r="0.4" fill="#1f1f22"/>`).join('')}</svg>`;
    const original = gzipSync(art).length;
    expect(gzipSync(svgDataUri(art)).length).toBeLessThan(original * 1.3);
  });
});
