import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';
import { whyChooseUs } from '@/content/home';
import { paths } from '@/content/paths';

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="home-why-title" className="bg-night py-20 text-white lg:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        {/* A still from the gym's film. There is no video to play, so it is shown as a picture. */}
        <div className="relative">
          <span aria-hidden="true" className="absolute -top-3 -start-3 size-24 bg-red" />
          <Picture
            image={whyChooseUs.thumbnail}
            alt={whyChooseUs.thumbnailAlt}
            sizes="(min-width: 1280px) 37rem, (min-width: 1024px) 45vw, calc(100vw - 2rem)"
            className="relative block"
            imgClassName="aspect-video w-full object-cover"
          />
        </div>
        <div className="flex flex-col items-start gap-8">
          <SectionHeading
            id="home-why-title"
            eyebrow={whyChooseUs.eyebrow}
            title={whyChooseUs.title}
            tone="dark"
            align="start"
          >
            <p>{whyChooseUs.intro}</p>
          </SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2">
            {whyChooseUs.highlights.map((highlight) => (
              <li key={highlight.id} className="flex gap-3">
                <CheckIcon className="mt-0.5 size-6 shrink-0 text-ember" />
                <span className="flex flex-col gap-1">
                  <span className="font-display font-bold uppercase tracking-wide">{highlight.title}</span>
                  <span className="text-sm text-white/75">{highlight.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.classes}>{whyChooseUs.action}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
