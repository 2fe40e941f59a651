import { Link } from 'react-router-dom';
import { mainNavLinks } from '@/components/layout/nav-links';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';

/** Every unknown URL: say so plainly and offer the main pages. */
export function NotFoundPage() {
  return (
    <>
      <PageMeta
        title="Page not found"
        description="This page does not exist at Rivage Gym. Here are the main pages."
        noIndex
      />
      <PageBanner title="Page not found" />
      <section aria-labelledby="not-found-links" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <p className="text-lg">We could not find that page. The address may be mistyped, or the page may have moved.</p>
        <h2 id="not-found-links" className="mt-10 font-display text-2xl font-black uppercase tracking-wider">
          Try one of these
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {mainNavLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center border-2 border-ink px-5 font-display text-sm font-bold uppercase tracking-wider transition-colors hover:bg-ink hover:text-white"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
