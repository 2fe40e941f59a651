import { readFileSync } from 'node:fs';
import { cleanup, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageHandle } from '@/app/page-route';
import { routes } from '@/app/routes';
import { prerenderPaths, redirects } from '@/app/site-paths';
import { NOT_FOUND_FILE, NOT_FOUND_PROBE_PATH, paths } from '@/content/paths';
import { localeCodes, localizedPath } from '@/i18n/locales';
import { renderRoute } from './render-route';

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));

describe('route table', () => {
  it.each(prerenderPaths.filter((path) => !redirects.some((redirect) => redirect.from === path)))(
    '%s renders a page with one main heading inside the navbar layout',
    async (path) => {
      await renderRoute(path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('sends bare /gallery to page 1', async () => {
    const { router } = await renderRoute(paths.galleryPage(1));
    await router.navigate(paths.gallery);
    expect(router.state.location.pathname).toBe(paths.galleryPage(1));
  });

  it('answers an unknown path with the not-found page and links to the main pages', async () => {
    await renderRoute('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const suggestions = screen.getByRole('region', { name: 'Try one of these' });
    for (const name of ['Home', 'Classes', 'Schedule', 'Pricing', 'Contact']) {
      expect(within(suggestions).getByRole('link', { name })).toBeInTheDocument();
    }

    // The prerender writes 404.html from this probe path: it must land on the same page.
    cleanup();
    await renderRoute(NOT_FOUND_PROBE_PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('page modules', () => {
  const pageHandles = (list: RouteObject[]): PageHandle[] =>
    list.flatMap((route) => [
      ...(route.handle?.loadElement ? [route.handle as PageHandle] : []),
      ...pageHandles(route.children ?? []),
    ]);

  // The prerender lists the chunks of the module the build named (scripts/vite/page-module-keys.ts).
  it('each page route names the module that exports the page it renders', async () => {
    const handles = pageHandles(routes);
    expect(handles.length).toBeGreaterThanOrEqual(13);
    for (const { pageModule, loadElement } of handles) {
      expect(pageModule).toMatch(/^src\/pages\/[\w-]+\/[\w-]+\.tsx$/);
      const module: Record<string, unknown> = await import(/* @vite-ignore */ `../${pageModule}`);
      expect(Object.values(module), pageModule).toContain((await loadElement()).type);
    }
  });
});

describe('firebase.json', () => {
  it('redirects on the server exactly the paths the route table redirects, in every language', () => {
    expect(
      firebaseJson.hosting.redirects.map((rule: { source: string; destination: string }) => ({
        from: rule.source,
        to: rule.destination,
      })),
    ).toEqual(
      localeCodes.flatMap((code) =>
        redirects.map(({ from, to }) => ({ from: localizedPath(code, from), to: localizedPath(code, to) })),
      ),
    );
  });

  // Hosting serves the root 404.html for any path without a file; an unknown path under a
  // language's prefix gets that language's not-found page instead (with a 200 status: rewrites
  // cannot set one; the page says noindex).
  it("answers an unknown path under a language's prefix with that language's not-found page", () => {
    expect(firebaseJson.hosting.rewrites).toEqual(
      localeCodes
        .filter((code) => code !== 'en')
        .map((code) => ({ source: `/${code}/**`, destination: `/${code}/${NOT_FOUND_FILE}` })),
    );
  });

  it('serves clean URLs without trailing slashes, as the prerender writes them', () => {
    expect(firebaseJson.hosting).toMatchObject({ public: 'dist', cleanUrls: true, trailingSlash: false });
  });
});
