import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import type { FeaturedClass } from '@/content/featured-classes-types';
import { featuredClassWhen } from '@/content/home-lower';
import { paths } from '@/content/paths';
import { trialCall } from '@/content/trial-call';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';

export function ClassTile({ featuredClass }: { featuredClass: FeaturedClass }) {
  return (
    <article className="group relative isolate flex aspect-[4/3] flex-col justify-end overflow-hidden p-6">
      <Picture
        image={featuredClass.image}
        alt=""
        sizes="(min-width: 1280px) 25rem, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)"
        className="absolute inset-0 -z-20"
        imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-black/90 via-black/40 to-transparent"
      />
      <h3 className="font-display text-2xl font-black uppercase tracking-wide text-white">{featuredClass.name}</h3>
      <p className="mt-2 text-white/90">
        {featuredClassWhen(weekdayName(featuredClass.day), formatClassHours(featuredClass.time))}
      </p>
      {featuredClass.trialClass && (
        <Link
          to={paths.trialForClass(featuredClass.trialClass)}
          aria-label={trialCall.bookClass(featuredClass.name)}
          className="mt-1 inline-flex min-h-11 items-center self-start text-sm font-semibold text-white underline underline-offset-4 hover:text-ember"
        >
          {trialCall.book}
        </Link>
      )}
    </article>
  );
}
