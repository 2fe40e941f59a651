import { Link } from 'react-router-dom';
import { mainNavLinks } from '@/components/layout/nav-links';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { MailIcon, PhoneIcon } from '@/components/ui/page-icons';
import { notFound as words } from '@/content/not-found';
import { paths } from '@/content/paths';
import { site } from '@/content/site';

/** Every unknown URL: say so plainly, offer the main pages and a person to ask. */
export function NotFoundPage() {
  return (
    <>
      <PageMeta title={words.title} description={words.description} noIndex />
      <PageBanner title={words.title} />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p aria-hidden="true" className="font-display text-8xl font-black leading-none text-brick sm:text-9xl">
          {words.code}
        </p>
        <p className="mt-6 text-balance font-display text-2xl font-black uppercase tracking-wide sm:text-3xl">
          {words.headline}
        </p>
        <p className="mt-4 text-lg text-ink/75">{words.explanation}</p>
        <ButtonLink to={paths.home} variant="dark" className="mt-8">
          {words.home}
        </ButtonLink>

        <section aria-labelledby="not-found-links" className="mt-16 border-t border-ink/10 pt-12">
          <h2 id="not-found-links" className="font-display text-2xl font-black uppercase tracking-wider">
            {words.linksHeading}
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

        <section aria-labelledby="not-found-ask" className="mt-12">
          <h2 id="not-found-ask" className="font-display text-lg font-black uppercase tracking-wider">
            {words.askHeading}
          </h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-2">
            <li>
              <a
                href={`tel:${site.phone.international}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold hover:text-brick"
              >
                <PhoneIcon className="size-5 text-brick" />
                <span dir="ltr">{site.phone.display}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold break-all hover:text-brick"
              >
                <MailIcon className="size-5 shrink-0 text-brick" />
                <span dir="ltr">{site.email}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
