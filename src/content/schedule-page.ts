/** The words of the schedule pages around the timetable (the classes themselves: schedule.ts). */
import { site } from './site';
import type { SchedulePageContent } from './types';

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
