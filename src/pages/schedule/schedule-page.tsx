import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AfterFirstFrame,
  afterNextPaint,
  FirstFramePlaceholder,
  useIsFollowedLink,
} from '@/components/layout/after-first-frame';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/content/paths';
import { savedClassesWords } from '@/content/saved-classes';
import { schedulePage as words } from '@/content/schedule-page';
import type { Weekday } from '@/lib/weekdays';
import { useLiveChanges } from '@/live-timetable/use-live-changes';
import { SavedClassesNotices } from '@/saved-classes/saved-classes-notices';
import { weekdayInGymTimeZone } from '@/timetable/gym-time';
import { weekdayName } from '@/timetable/timetable-format';
import { useGymToday } from '@/timetable/use-gym-today';
import { weeklySchedule } from '@/timetable/weekly-timetable';
import { DayPills } from './day-pills';
import { ScheduleTable } from './schedule-table';

interface SchedulePageProps {
  day: Weekday;
  /** On bare /schedule: show `day` (what the prerendered HTML has), then go to today's day. */
  followToday?: boolean;
}

export function SchedulePage({ day, followToday = false }: SchedulePageProps) {
  const navigate = useNavigate();
  const isFollowedLink = useIsFollowedLink();
  // A link to bare /schedule moves on to today's day after its first frame: moving on at once
  // rendered the page twice before the visitor saw anything. Until then only the banner shows,
  // which is the same for every day.
  const isMovingOn = followToday && isFollowedLink;
  useEffect(() => {
    if (!followToday) return;
    const followTodayNow = () => navigate(paths.scheduleDay(weekdayInGymTimeZone()), { replace: true });
    if (isFollowedLink) return afterNextPaint(followTodayNow);
    followTodayNow();
  }, [followToday, isFollowedLink, navigate]);
  const today = useGymToday();
  // The page's one read of the live changes, shared by every row.
  const live = useLiveChanges();

  return (
    <>
      <PageMeta
        title={words.title(weekdayName(day))}
        description={words.description(weekdayName(day))}
        canonicalPath={paths.scheduleDay(day)}
      />
      <PageBanner title={words.banner} />
      {isMovingOn ? (
        <FirstFramePlaceholder />
      ) : (
        <AfterFirstFrame>
          <section aria-labelledby="schedule-heading" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
            <SectionHeading eyebrow={words.eyebrow} title={words.heading} id="schedule-heading">
              <p>{words.intro}</p>
            </SectionHeading>
            <div className="mt-10">
              <DayPills currentDay={day} today={today} />
            </div>
            <div className="mt-10">
              <ScheduleTable day={day} entries={weeklySchedule[day]} live={live} />
            </div>
            <p className="mt-6 text-center text-sm text-ink/75">{words.note}</p>
            <p className="mt-2 text-center text-sm text-ink/75 noscript:hidden">{savedClassesWords.scheduleHint}</p>
          </section>
          <SavedClassesNotices />
        </AfterFirstFrame>
      )}
    </>
  );
}
