/** The words of the schedule pages around the timetable (the classes themselves: schedule.ts). */
import { site } from './site';

export interface SchedulePageContent {
  /** The page's title for a weekday, e.g. "Monday schedule". */
  title: (weekday: string) => string;
  description: (weekday: string) => string;
  banner: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** The name of the row of day links. */
  daysLabel: string;
  /** The mark on the pill of the gym's current weekday. */
  today: string;
  /** Heard between a pill's weekday and its "Today" mark: a pause (", "). */
  todayPause: string;
  caption: (weekday: string) => string;
  columns: { className: string; time: string; trainer: string; actions: string };
  joinNow: string;
  joinLabel: (className: string) => string;
  note: string;
}

export const schedulePage: SchedulePageContent = {
  title: (weekday) => `${weekday} schedule`,
  description: (weekday) => `Classes at ${site.name} in ${site.town} on ${weekday}: times and trainers.`,
  banner: 'Schedule by Day',
  eyebrow: 'class timetable',
  heading: 'Pick Your Day',
  intro:
    'Classes run every day of the week, one hour each. Choose a day to see its classes and coaches, then join the one that suits you.',
  daysLabel: 'Days of the week',
  today: 'Today',
  todayPause: ', ',
  caption: (weekday) => `${weekday} classes`,
  columns: { className: 'Class Name', time: 'Time', trainer: 'Trainer', actions: 'Join or save' },
  joinNow: 'Join Now',
  joinLabel: (className) => `Join Now: ${className}`,
  note: 'Times are Mahdia time. Join Now opens our contact form with the class already chosen.',
};
