import { ButtonLink } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import type { AboutIntro } from '@/content/about-types';
import { paths } from '@/content/paths';

/** The headline, what the gym offers, a way to get in touch, and the illustration. */
export function AboutIntroSection({ intro }: { intro: AboutIntro }) {
  return (
    <section aria-labelledby="about-intro-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start gap-5 lg:order-2">
          <p className="font-display text-sm font-bold uppercase tracking-[0.25em] text-brick">{intro.eyebrow}</p>
          <h2
            id="about-intro-heading"
            className="font-display text-3xl font-black uppercase leading-tight tracking-wide sm:text-5xl"
          >
            {intro.headline}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-base leading-relaxed text-ink/75 sm:text-lg">
              {paragraph}
            </p>
          ))}
          <ButtonLink to={paths.contact} variant="dark" className="mt-2">
            {intro.action}
          </ButtonLink>
        </div>
        <Picture
          image={intro.illustration}
          alt={intro.illustrationAlt}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="block lg:order-1"
          imgClassName="aspect-square h-auto w-full object-cover"
        />
      </div>
    </section>
  );
}
