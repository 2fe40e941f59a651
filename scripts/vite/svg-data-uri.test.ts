import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { numberListWithoutSpaces, svgDataUri } from './svg-data-uri';

/** The characters a valid URL may hold as they are: the URL standard's URL code points (ASCII part). */
const URL_CODE_POINTS = /^[\w!$&'()*+,\-./:;=?@~%]*$/;

describe('svgDataUri', () => {
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <title>Sun & sea, 50% — “été” 🌅</title>\n  <rect fill="#e11d48" width="4" height="4"/>\n  <path d="M 0 1 L 2.5 -1.5 Z"/>\n</svg>\n';

  it('is a data: URL that decodes back to the same drawing, its number lists written without spaces', () => {
    const url = svgDataUri(drawing);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,4,4"> <title>Sun & sea, 50% — “été” 🌅</title> <rect fill="#e11d48" width="4" height="4"/> <path d="M0,1L2.5,-1.5Z"/> </svg>',
    );
  });

  it('holds only what a valid URL may hold (no space), escaping nothing more', () => {
    const url = svgDataUri(drawing);
    expect(url).toMatch(URL_CODE_POINTS);
    expect(url).toContain('%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22');
    expect(url).toContain('fill=%22%23e11d48%22');
    expect(url).toContain('Sun%20%26%20sea,%2050%25');
    expect(url).toContain('%C3%A9t%C3%A9');
    expect(url).toContain('%F0%9F%8C%85');
  });

  it('compresses about as well as the drawing itself', () => {
    const art = `<svg xmlns="http://www.w3.org/2000/svg">${Array.from({ length: 400 }, (_, index) => `<circle cx="${index % 40}" cy="${Math.floor(index / 40)}" r="0.4" fill="#1f1f22"/><path d="M${index} 0h0m22 0 l-3 4.5"/>`).join('')}</svg>`;
    const original = gzipSync(art).length;
    expect(gzipSync(svgDataUri(art)).length).toBeLessThan(original * 1.3);
  });
});

describe('numberListWithoutSpaces', () => {
  it('puts a comma between two numbers and nothing beside a command letter or a comma', () => {
    expect(numberListWithoutSpaces(' M 10 20 L 30 -4 h .5 , 6 a25 25 0 0 1 50 50 Z ')).toBe(
      'M10,20L30,-4h.5,6a25,25,0,0,1,50,50Z',
    );
  });

  it('leaves a list without spaces as it is', () => {
    expect(numberListWithoutSpaces('M616,0h0m22,0')).toBe('M616,0h0m22,0');
  });
});
