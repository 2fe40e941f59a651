/** Arabic words of the live timetable. */
import type * as English from '../live-timetable';
import type { LiveTimetableContent } from '../live-timetable';
import type { TranslationOf } from '../translation';

export const liveTimetable: LiveTimetableContent = {
  dateRange: (from, to) => `من ${from} إلى ${to}`,
  cancelled: (date) => `ملغاة يوم ${date}`,
  moved: (date, hours) => `${date}: نُقلت إلى ${hours}`,
  substitute: (date, trainer, usual) => `${date}: مع ${trainer} بدلًا من ${usual}`,
  gymClosed: (date) => `${date}: لا حصة، القاعة مغلقة`,
  outsideHours: (date) => `${date}: لا حصة، ساعات عمل مختصرة`,
  hoursClosed: (dates) => `${dates}: مغلق`,
  hoursOpen: (dates, hours) => `${dates}: مفتوح ${hours}`,
  noteFromGym: 'ملاحظة من القاعة:',
  openNow: (closes) => `مفتوح الآن · يغلق على الساعة ${closes}`,
  closedNowOpensToday: (opens) => `مغلق الآن · يفتح على الساعة ${opens}`,
  closedNowOpensOn: (weekday, opens) => `مغلق الآن · يفتح يوم ${weekday} على الساعة ${opens}`,
  opensOn: (weekday, opens) => `يفتح يوم ${weekday} على الساعة ${opens}`,
  closedToday: 'مغلق اليوم',
  specialHoursHeading: 'ساعات عمل استثنائية',
  offMark: { cancelled: 'ملغاة', gymClosed: 'القاعة مغلقة', outsideHours: 'خارج ساعات العمل' },
  chosenSessionOff: (date) => `الموعد الذي اخترته، ${date}، لن يُقام. اختر موعدًا آخر من فضلك.`,
  sessionOffError: 'هذا الموعد لم يعد قائمًا. اختر موعدًا آخر.',
};

export type Complete = TranslationOf<typeof English, typeof import('./live-timetable')>;
