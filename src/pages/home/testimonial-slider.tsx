import { useState } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';
import { ChevronLeftIcon } from '@/components/ui/page-icons';
import { Picture } from '@/components/ui/picture';
import { testimonialSliderWords as words } from '@/content/home-lower';
import type { Testimonial } from '@/content/testimonials-types';

const arrowClasses =
  'flex size-12 items-center justify-center rounded-full border-2 border-ink text-ink transition-colors enabled:hover:bg-ink enabled:hover:text-white disabled:cursor-not-allowed disabled:border-ink/25 disabled:text-ink/35';

/**
 * One testimonial at a time, with arrows that move through the rest (wrapping at the ends).
 * With a single testimonial there is nowhere to go, so both arrows are disabled.
 */
export function TestimonialSlider({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const current = testimonials[index];
  if (!current) return null;
  const canMove = count > 1;

  const move = (step: number) => setIndex((previous) => (previous + step + count) % count);

  return (
    <div className="flex flex-col items-center gap-8">
      <figure aria-live="polite" className="flex max-w-3xl flex-col items-center gap-6 text-center">
        <span aria-hidden="true" className="h-12 font-display text-8xl leading-none text-brick">
          &ldquo;
        </span>
        <blockquote className="text-xl leading-relaxed text-ink/85 sm:text-2xl">
          <p>{current.text}</p>
        </blockquote>
        <figcaption className="flex items-center gap-4 text-start">
          <Picture
            image={current.image}
            alt={current.imageAlt}
            sizes="5rem"
            imgClassName="size-20 rounded-full border-4 border-red object-cover"
          />
          <span className="flex flex-col">
            <span className="font-display text-xl font-black uppercase tracking-wide">{current.name}</span>
            <span className="text-ink/75">{current.job}</span>
          </span>
        </figcaption>
      </figure>
      <div className="flex items-center gap-4">
        <button
          type="button"
          aria-label={words.previous}
          disabled={!canMove}
          onClick={() => move(-1)}
          className={arrowClasses}
        >
          <ChevronLeftIcon className="size-6 rtl:-scale-x-100" />
        </button>
        <p className="min-w-12 text-center font-display font-bold tracking-widest">
          <span className="sr-only">{words.counter}</span>
          {index + 1} / {count}
        </p>
        <button
          type="button"
          aria-label={words.next}
          disabled={!canMove}
          onClick={() => move(1)}
          className={arrowClasses}
        >
          <ChevronRightIcon className="size-6 rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}
