import { site } from '@/content/site';

/** The absolute public URL of a site path (`/about` → `https://…/about`; `/` → the bare domain). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}
