import { ButtonLink } from '@/components/ui/button';
import { DumbbellIcon, type IconProps, TreadmillIcon, WhistleIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { features } from '@/content/features';
import { aboutIntro, whoWeAre } from '@/content/home';
import type { PointIcon } from '@/content/home-types';
import { paths } from '@/content/paths';
import { FeatureCard } from './feature-card';

const pointIcons: Record<PointIcon, (props: IconProps) => React.JSX.Element> = {
  trainer: WhistleIcon,
  equipment: DumbbellIcon,
  machine: TreadmillIcon,
};

export function AboutSection() {
  return (
    <section aria-labelledby="home-about-title" className="bg-paper py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="home-about-title" eyebrow={aboutIntro.eyebrow} title={aboutIntro.title} />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.id}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>

        <div className="mt-20 grid items-center gap-12 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-5">
            <p className="font-display text-sm font-bold uppercase tracking-[0.25em] text-brick">{whoWeAre.eyebrow}</p>
            <h3 className="font-display text-3xl font-black uppercase tracking-wide sm:text-4xl">{whoWeAre.title}</h3>
            <p className="leading-relaxed text-ink/75">{whoWeAre.intro}</p>
            <ButtonLink to={paths.classes} variant="dark">
              {whoWeAre.action}
            </ButtonLink>
          </div>
          <ul className="flex flex-col gap-4">
            {whoWeAre.points.map((point) => {
              const Icon = pointIcons[point.icon];
              return (
                <li key={point.id} className="flex items-center gap-5 bg-white p-5 shadow-md shadow-black/5">
                  <span className="flex size-14 shrink-0 items-center justify-center bg-red text-white">
                    <Icon className="size-7" />
                  </span>
                  <span className="flex flex-col gap-1">
                    <span className="font-display text-lg font-black uppercase tracking-wide">{point.title}</span>
                    <span className="text-sm text-ink/75">{point.text}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
