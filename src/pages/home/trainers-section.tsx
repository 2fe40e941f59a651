import { useState } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { trainersIntro } from '@/content/home-lower';
import { trainers } from '@/content/trainers';
import { TrainerCard } from './trainer-card';

/**
 * The coaches. The section owns the one hover state the spec describes: a pointer over any
 * card, or keyboard focus on any card, brings all three photos out of grayscale together.
 */
export function TrainersSection() {
  const [isPointerOverCard, setIsPointerOverCard] = useState(false);
  const [isCardFocused, setIsCardFocused] = useState(false);
  const isInColour = isPointerOverCard || isCardFocused;

  return (
    <section id="team" aria-labelledby="home-team-title" className="scroll-mt-navbar bg-paper py-20 lg:py-28">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading id="home-team-title" eyebrow={trainersIntro.eyebrow} title={trainersIntro.title}>
          <p>{trainersIntro.intro}</p>
        </SectionHeading>
        <ul className="grid gap-8 md:grid-cols-3">
          {trainers.map((trainer) => (
            <li key={trainer.id} className="flex">
              <TrainerCard
                trainer={trainer}
                isInColour={isInColour}
                onPointerEnter={() => setIsPointerOverCard(true)}
                onPointerLeave={() => setIsPointerOverCard(false)}
                onFocus={() => setIsCardFocused(true)}
                onBlur={() => setIsCardFocused(false)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
