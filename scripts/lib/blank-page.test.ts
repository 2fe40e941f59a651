import { describe, expect, it } from 'vitest';
import { serveBlankPage } from './blank-page';

describe('serveBlankPage', () => {
  it('serves a complete document that asks for nothing else, then stops', async () => {
    const page = await serveBlankPage();
    try {
      const response = await fetch(page.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<h1>Reference page</h1>');
      expect(html).not.toMatch(/<script|<link|<img|<style|url\(/);
    } finally {
      await page.stop();
    }
    await expect(fetch(page.url)).rejects.toThrow();
  });
});
