import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { featuredClasses } from '@/content/featured-classes';
import { featuredClassesIntro, joinBanner } from '@/content/home-lower';
import { paths } from '@/content/paths';
import { ClassTile } from './class-tile';

export function FeaturedClassesSection() {
  return (
    <section aria-labelledby="home-classes-title" className="bg-ink py-20 text-white lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-classes-title"
          eyebrow={featuredClassesIntro.eyebrow}
          title={featuredClassesIntro.title}
          tone="dark"
        >
          <p>{featuredClassesIntro.intro}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featuredClasses.map((featuredClass) => (
            <li key={featuredClass.id}>
              <ClassTile featuredClass={featuredClass} />
            </li>
          ))}
        </ul>

        {/* The spec sends "Join With Us" both to /contact and to /classes: one control for each. */}
        <div className="mt-6 flex flex-col gap-6 bg-red p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-2">
            <h3 className="font-display text-3xl font-black uppercase tracking-wide">{joinBanner.title}</h3>
            <p>{joinBanner.text}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ButtonLink to={paths.contact} variant="dark">
              {joinBanner.join}
            </ButtonLink>
            <Link
              to={paths.classes}
              className="inline-flex min-h-11 items-center gap-2 font-display text-sm font-bold uppercase tracking-widest underline-offset-4 hover:underline"
            >
              {joinBanner.seeAll}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
