import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { type Weekday, weekdayInGymTimeZone, weekdayLabel } from '@/lib/weekdays';

interface SchedulePageProps {
  day: Weekday;
  /** On bare /schedule: show `day` (what the prerendered HTML has), then go to today's day. */
  followToday?: boolean;
}

export function SchedulePage({ day, followToday = false }: SchedulePageProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (followToday) navigate(paths.scheduleDay(weekdayInGymTimeZone()), { replace: true });
  }, [followToday, navigate]);

  return (
    <>
      <PageMeta
        title={`${weekdayLabel(day)} schedule`}
        description={`Classes at Rivage Gym in Mahdia on ${weekdayLabel(day)}: times and trainers.`}
        canonicalPath={paths.scheduleDay(day)}
      />
      <PageBanner title="Schedule by Day" />
    </>
  );
}
