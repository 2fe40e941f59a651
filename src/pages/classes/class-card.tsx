import { Link } from 'react-router-dom';
import { HIDDEN_WITHOUT_APP, SHOWN_WITHOUT_APP } from '@/before-start/classes-shown-without-app';
import { BookClass } from '@/bookings/book-class';
import { ButtonLink } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/components/ui/page-icons';
import { Picture } from '@/components/ui/picture';
import { classLabels } from '@/content/class-labels';
import type { ClassTime, GymClass } from '@/content/classes';
import { classesPage as words } from '@/content/classes-page';
import { paths } from '@/content/paths';
import { trainerById } from '@/content/trainers';
import { trialCall } from '@/content/trial-call';
import { cn } from '@/lib/cn';
import { optionalPart, useOptionalPart } from '@/lib/optional-part';
import type { LiveChanges } from '@/live-timetable/use-live-changes';
import { SaveClassButton } from '@/saved-classes/save-class-button';
import { type ClassSlot, classSlotAt, classSlots } from '@/timetable/class-slots';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';

// Loaded only once the page has changes to show: most visits have none.
const cardChangeLines = optionalPart(() => import('./card-change-lines'));

function SlotChangeLines({ slot, live }: { slot: ClassSlot; live: LiveChanges }) {
  const lines = useOptionalPart(cardChangeLines);
  return lines ? <lines.CardChangeLines slot={slot} live={live} /> : null;
}

interface ClassCardProps {
  gymClass: GymClass;
  /** The time this list gives the class (Running's differs between the two lists). */
  time: ClassTime;
  /** The time the twelve-card list gives it, shown instead when that list is shown without the app. */
  timeWithoutApp?: ClassTime;
  /** The live changes, once they arrive (never in the prerender or the hydration). */
  live?: LiveChanges;
}

function TimeText({ time }: { time: ClassTime }) {
  return (
    <>
      <span className="sr-only">{words.every}</span>
      {words.dayAndHours(weekdayName(time.day), formatClassHours(time.hours))}
    </>
  );
}

/**
 * Where the card's free trial call goes: the card's own slot and its next date when the
 * timetable has it, else the class with its dates to choose; none for a class the timetable
 * never holds (Mma), as there is no date to book.
 */
function trialPathOf(gymClass: GymClass, slot: ClassSlot | undefined): string | undefined {
  if (slot?.className === gymClass.name) return paths.trialForSlot(slot.id);
  return classSlots.some((candidate) => candidate.className === gymClass.name)
    ? paths.trialForClass(gymClass.name)
    : undefined;
}

/** One class: its art under the text, who teaches it, when, a way to join, to book and to save it. */
export function ClassCard({ gymClass, time, timeWithoutApp, live }: ClassCardProps) {
  const trainer = trainerById(gymClass.trainerId);
  // Mma meets in a slot the timetable does not list, so there is no class of the week to save.
  const slot = classSlotAt(time.day, time.hours);
  const trialPath = trialPathOf(gymClass, slot);
  return (
    <article
      aria-labelledby={`class-${gymClass.id}`}
      className="group relative isolate flex aspect-square flex-col justify-end overflow-hidden bg-coal text-white"
    >
      <Picture
        image={gymClass.image}
        alt=""
        sizes="(min-width: 1280px) 19rem, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="absolute inset-0 -z-20"
        imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-ink via-ink/70 to-ink/0" />
      <div className="flex flex-col items-start gap-2 p-6">
        <h3 id={`class-${gymClass.id}`} className="font-display text-2xl font-black uppercase tracking-wider">
          {classLabels[gymClass.name]}
        </h3>
        <p className="flex items-center gap-2 text-sm text-white/90">
          <UserIcon className="size-4 shrink-0 text-ember" />
          <span>
            <span className="sr-only">{words.trainer}</span>
            {trainer.name}
          </span>
        </p>
        <p className="flex items-center gap-2 text-sm text-white/90">
          <ClockIcon className="size-4 shrink-0 text-ember" />
          <span data-testid="class-time" className={timeWithoutApp ? HIDDEN_WITHOUT_APP : undefined}>
            <TimeText time={time} />
          </span>
          {timeWithoutApp && (
            <span className={cn('hidden', SHOWN_WITHOUT_APP)}>
              <TimeText time={timeWithoutApp} />
            </span>
          )}
        </p>
        {/* Top-aligned: Book's places line hangs under it. */}
        <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-1">
          {/* Eight "join now" links on one page: the label says which class each one joins. */}
          <ButtonLink
            to={paths.contactForClass(gymClass.name)}
            aria-label={words.joinLabel(classLabels[gymClass.name])}
          >
            {words.joinNow}
          </ButtonLink>
          {trialPath && (
            <Link
              to={trialPath}
              aria-label={trialCall.bookClass(classLabels[gymClass.name])}
              className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4 hover:text-ember"
            >
              {trialCall.book}
            </Link>
          )}
          {slot?.className === gymClass.name && <BookClass slot={slot} look="dark" />}
        </div>
      </div>
      {/* After the card's time, which it qualifies; shown over the picture's top. */}
      {live && slot?.className === gymClass.name && <SlotChangeLines slot={slot} live={live} />}
      {/* Last in reading order, after the class it saves; shown at the card's top corner. */}
      {slot?.className === gymClass.name && (
        <SaveClassButton slot={slot} look="dark" className="absolute end-4 top-4" />
      )}
    </article>
  );
}
