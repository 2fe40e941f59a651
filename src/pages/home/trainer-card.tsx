import { FacebookIcon, InstagramIcon, XBrandIcon } from '@/components/ui/icons';
import { MailIcon } from '@/components/ui/page-icons';
import { Picture } from '@/components/ui/picture';
import type { Trainer } from '@/content/trainers-types';
import { cn } from '@/lib/cn';

/** The spec's four icons (facebook, twitter, instagram, email): decoration only, not links. */
const decorativeIcons = [
  { network: 'facebook', Icon: FacebookIcon },
  { network: 'twitter', Icon: XBrandIcon },
  { network: 'instagram', Icon: InstagramIcon },
  { network: 'email', Icon: MailIcon },
] as const;

interface TrainerCardProps {
  trainer: Trainer;
  /** Shared by all three cards: the photos turn to colour together. */
  isInColour: boolean;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

export function TrainerCard({ trainer, isInColour, ...handlers }: TrainerCardProps) {
  const nameId = `trainer-${trainer.id}`;
  return (
    <article
      // Keyboard users get the colour change a pointer gets by hovering: the card takes focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus here is the keyboard's way to "hover".
      tabIndex={0}
      aria-labelledby={nameId}
      className="mx-auto flex w-full max-w-[22.5rem] flex-col bg-white shadow-lg shadow-black/10"
      {...handlers}
    >
      <div className="relative overflow-hidden bg-ink">
        <Picture
          image={trainer.image}
          alt={trainer.imageAlt}
          sizes="(min-width: 1280px) 22.5rem, (min-width: 768px) 29vw, (min-width: 400px) 22.5rem, calc(100vw - 2rem)"
          imgClassName={cn(
            'aspect-[4/5] w-full object-cover transition-[filter] duration-500',
            !isInColour && 'grayscale',
          )}
        />
        <ul
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 flex justify-center gap-2 bg-linear-to-t from-black/80 to-transparent pt-10 pb-4"
        >
          {decorativeIcons.map(({ network, Icon }) => (
            <li key={network} className="flex size-9 items-center justify-center rounded-full bg-red text-white">
              <Icon className="size-4" />
            </li>
          ))}
        </ul>
      </div>
      <div className="border-b-4 border-red px-6 py-5 text-center">
        <h3 id={nameId} className="font-display text-2xl font-black uppercase tracking-wide text-ink">
          {trainer.name}
        </h3>
        <p className="mt-1 font-semibold text-brick">{trainer.job}</p>
      </div>
    </article>
  );
}
