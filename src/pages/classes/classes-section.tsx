import { HIDDEN_WITHOUT_APP, SHOWN_WITHOUT_APP } from '@/before-start/classes-shown-without-app';
import { useIsHydrated } from '@/before-start/use-is-hydrated';
import { useShownBeforeStart } from '@/before-start/use-shown-before-start';
import { type SearchStateCodec, useSearchState } from '@/components/layout/use-search-state';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/page-icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { COLLAPSED_CLASS_COUNT, EXPANDED_CLASS_COUNT, type GymClass } from '@/content/classes';
import { classesPage as words } from '@/content/classes-page';
import { cn } from '@/lib/cn';
import type { LiveChanges } from '@/live-timetable/use-live-changes';
import { ClassCard } from './class-card';
import { scrollToTop } from './scroll-to-top';

const LIST_ID = 'class-list';

/** `?all=1`: the expanded list, kept for Back, reload and shared links. */
const expandedCodec: SearchStateCodec<boolean> = {
  keys: ['all'],
  read: (params) => params.get('all') === '1',
  write: (isExpanded) => ({ all: isExpanded ? '1' : null }),
};
const HEADING_ID = 'classes-heading';
/** An empty popover whose open state means "show more" was pressed before the app started. */
const SHOWN_FLAG_ID = 'class-list-shown';

/** The cards shown in a state, each with the time that state gives it (see Running). */
function classesToShow(classes: readonly GymClass[], isExpanded: boolean) {
  return classes.slice(0, isExpanded ? EXPANDED_CLASS_COUNT : COLLAPSED_CLASS_COUNT).map((gymClass) => ({
    gymClass,
    time: isExpanded && gymClass.expandedTime ? gymClass.expandedTime : gymClass.time,
  }));
}

/**
 * The class grid: eight cards, or all twelve after "show more". As the spec asks, toggling
 * scrolls the page back to its top; focus moves to the list's heading (just under the banner,
 * so still on screen) so keyboard and screen reader users continue from the top of the list
 * instead of from a button that is now out of view.
 *
 * Collapsed, the other four cards are in the page too, hidden, and shown without the app
 * (src/before-start/classes-shown-without-app.ts): all twelve with scripting off, and after
 * "show more" before the app has started (the button opens SHOWN_FLAG_ID natively until then).
 * Once the app runs they carry `hidden`, so the collapsed list has eight cards for everyone, and
 * a list shown before it started becomes the expanded list.
 */
export function ClassesSection({ classes, live }: { classes: readonly GymClass[]; live?: LiveChanges }) {
  const [isExpanded, setIsExpanded] = useSearchState(expandedCodec, false);
  const isHydrated = useIsHydrated();
  const isShownBeforeStart = useShownBeforeStart(SHOWN_FLAG_ID, () => setIsExpanded(true));
  const shown = classesToShow(classes, isExpanded);
  const cards = classesToShow(classes, true).map((card, index) => ({
    gymClass: card.gymClass,
    time: shown[index]?.time ?? card.time,
    timeWithoutApp: shown[index] && shown[index].time !== card.time ? card.time : undefined,
    isExtra: index >= shown.length,
  }));

  function handleToggle() {
    setIsExpanded(!isExpanded);
    scrollToTop();
    const heading = document.getElementById(HEADING_ID);
    if (heading) {
      // Focusable by script only, so Tab order is unchanged.
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }

  return (
    <section aria-labelledby={HEADING_ID} className="group/classes mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="[&_h2]:outline-none">
        <SectionHeading eyebrow={words.eyebrow} title={words.heading} id={HEADING_ID}>
          <p>{words.intro}</p>
        </SectionHeading>
      </div>
      <ul id={LIST_ID} aria-labelledby={HEADING_ID} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ gymClass, time, timeWithoutApp, isExtra }) => (
          <li
            key={gymClass.id}
            hidden={isExtra && isHydrated && !isShownBeforeStart}
            className={isExtra ? cn(!isShownBeforeStart && 'hidden', SHOWN_WITHOUT_APP) : undefined}
          >
            <ClassCard gymClass={gymClass} time={time} timeWithoutApp={timeWithoutApp} live={live} />
          </li>
        ))}
      </ul>
      <div popover="manual" id={SHOWN_FLAG_ID} className="hidden" />
      <div className={cn('mt-12 flex flex-col items-center gap-4', HIDDEN_WITHOUT_APP)}>
        <p role="status" className="text-ink/75">
          {isExpanded ? words.showingAll(shown.length) : words.showingSome(shown.length, classes.length)}
        </p>
        <Button
          variant="dark"
          // Until the app runs the button is a popovertarget one, which the browser itself exposes
          // as expanded once the flag is open (the four cards with it); HTML forbids aria-expanded there.
          aria-expanded={isHydrated ? isExpanded : undefined}
          aria-controls={LIST_ID}
          onClick={handleToggle}
          popoverTarget={isHydrated ? undefined : SHOWN_FLAG_ID}
          popoverTargetAction={isHydrated ? undefined : 'show'}
        >
          {isExpanded ? words.showLess : words.showMore}
          <ChevronDownIcon className={cn('size-4 transition-transform', isExpanded && 'rotate-180')} />
        </Button>
      </div>
    </section>
  );
}
