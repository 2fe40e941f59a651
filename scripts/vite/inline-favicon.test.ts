// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, withInlineFavicon } from './inline-favicon';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0b0b0c"/></svg>';

describe('withInlineFavicon', () => {
  it('puts the icon’s drawing in the page instead of its address', () => {
    const html = withInlineFavicon(`<link rel="icon" href="${FAVICON_HREF}" type="image/svg+xml" />`, svg);
    expect(html).toBe(
      '<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E%3Crect%20fill=%22%230b0b0c%22/%3E%3C/svg%3E" type="image/svg+xml" />',
    );
  });

  it('fails the build when index.html no longer names the icon, rather than ship a page without one', () => {
    expect(() => withInlineFavicon('<link rel="icon" href="/favicon.svg" />', svg)).toThrow(FAVICON_HREF);
  });
});
