import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestKeyOf, withPageModuleKeys } from './page-module-keys';

const keyOf = async (path: string) => `key of ${path}`;

describe('withPageModuleKeys', () => {
  it('gives each page import the key of the path it imports, on the same line', async () => {
    const code = [
      "const home = lazyPage({ load: () => import('@/pages/home/home-page'), pick: (m) => m.HomePage });",
      'const about = lazyPage({ load: () => import("@/pages/about/about-page"), pick: (m) => m.AboutPage });',
    ].join('\n');
    expect((await withPageModuleKeys(code, keyOf)).split('\n')).toEqual([
      'const home = lazyPage({ load: Object.assign(() => import(\'@/pages/home/home-page\'), { moduleKey: "key of @/pages/home/home-page" }), pick: (m) => m.HomePage });',
      'const about = lazyPage({ load: Object.assign(() => import("@/pages/about/about-page"), { moduleKey: "key of @/pages/about/about-page" }), pick: (m) => m.AboutPage });',
    ]);
  });

  it('gives the wrapped function the key at run time', async () => {
    const code = await withPageModuleKeys("(() => import('./page'))", keyOf);
    const load = new Function(`return ${code}`)() as { moduleKey: string };
    expect(load.moduleKey).toBe('key of ./page');
  });

  it.each([
    ['a computed path', "load: () => import('@/pages/' + name),"],
    ['a path in a variable', 'load: () => import(path),'],
    ['more in the arrow than the import', "load: () => import('@/pages/home/home-page').then((m) => m.HomePage),"],
  ])('fails loudly on a dynamic import it cannot name: %s', async (_, code) => {
    await expect(withPageModuleKeys(code, keyOf)).rejects.toThrow(/dynamic import\(s\) not written as/);
  });

  it('leaves a table with static imports only as it is', async () => {
    const code = "import { lazyPage } from './page-route';";
    expect(await withPageModuleKeys(code, keyOf)).toBe(code);
  });
});

describe('manifestKeyOf', () => {
  it("is the module's path from the project's root, as Vite's manifest keys it", () => {
    const root = join('/work', 'site');
    expect(manifestKeyOf(join(root, 'src', 'pages', 'home', 'home-page.tsx'), root)).toBe(
      'src/pages/home/home-page.tsx',
    );
  });

  it('refuses a module outside the project', () => {
    expect(() => manifestKeyOf('/elsewhere/page.tsx', '/work/site')).toThrow(/outside the project/);
  });
});
