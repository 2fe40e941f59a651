import { site } from '@/content/site';

interface PageMetaProps {
  /** The page's own title; the gym's name is appended. Omit on the home page. */
  title?: string;
  description: string;
}

/**
 * The page's `<title>` and description. React hoists them into `<head>` in the browser; the
 * prerender moves them there in the HTML, so each URL carries its own before any script runs.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | Community gym in ${site.town}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
