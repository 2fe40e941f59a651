import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';
import * as words from '@/content/footer';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { Logo } from './logo';
import { useFooterClock } from './use-footer-clock';

const headingClasses = 'font-display text-lg font-black uppercase tracking-wider text-white';

export function Footer() {
  const { year, LiveHours } = useFooterClock();
  return (
    <footer className="bg-ink text-white/75">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col items-start gap-5">
          <Logo />
          <p className="max-w-sm leading-relaxed">{site.tagline}</p>
          <SocialLinks links={site.socialLinks} />
        </div>

        <section aria-labelledby="footer-classes">
          <h2 id="footer-classes" className={headingClasses}>
            {words.classesHeading}
          </h2>
          <ul className="mt-5 flex flex-col">
            {words.footerClassNames.map((name) => (
              <li key={name}>
                <Link
                  to={paths.classes}
                  className="inline-flex min-h-11 items-center gap-2 transition-colors hover:text-ember"
                >
                  <ChevronRightIcon className="size-4 text-ember rtl:-scale-x-100" />
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={headingClasses}>
            {words.hoursHeading}
          </h2>
          <dl className="mt-5 flex flex-col gap-3">
            {site.footerHours.map((line) => (
              <div key={line.days} className="flex flex-col">
                <dt className="font-semibold text-white">{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
          {/* The place of the open-now line and the next special hours (two short lines at most),
              kept from the first paint so nothing moves when they come. */}
          <div className="mt-3 min-h-18">{LiveHours && <LiveHours tone="onDark" isCompact />}</div>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <p>
            <Link
              to={paths.privacy}
              className="inline-flex min-h-11 items-center underline underline-offset-4 transition-colors hover:text-ember"
            >
              {words.PRIVACY_POLICY_LABEL}
            </Link>
          </p>
          <p className="shrink-0">
            {words.copyrightBeforeYear}
            <span data-testid="copyright-year">{year}</span>
            {words.copyrightAfterYear}
            <a href={site.designer.href} className="text-ember underline underline-offset-4 hover:text-white">
              {site.designer.name}
            </a>
            {words.copyrightAfterDesigner}
          </p>
        </div>
      </div>
    </footer>
  );
}
