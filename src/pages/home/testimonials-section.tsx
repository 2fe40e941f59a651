import { SectionHeading } from '@/components/ui/section-heading';
import { partnersTitle, testimonialsIntro } from '@/content/home-lower';
import { partners } from '@/content/partners';
import { testimonials } from '@/content/testimonials';
import { TestimonialSlider } from './testimonial-slider';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-white py-20 lg:py-28">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={testimonialsIntro.eyebrow}
          title={testimonialsIntro.title}
        />
        <TestimonialSlider testimonials={testimonials} />
        <div className="border-t border-ink/10 pt-12">
          <h3 className="text-center font-display text-sm font-bold uppercase tracking-[0.25em] text-ink/75">
            {partnersTitle}
          </h3>
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
            {partners.map((partner) => (
              <li key={partner.id}>
                <img
                  src={partner.logo}
                  alt={partner.name}
                  width={partner.width}
                  height={partner.height}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-auto opacity-80"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
