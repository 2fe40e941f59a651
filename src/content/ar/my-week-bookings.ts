/** Arabic: the words of a member's bookings in My week (the /account page): booked sessions, waitlist places, cancelling. */

import type * as English from '../my-week-bookings';
import type { MyWeekBookingsWords } from '../my-week-bookings';
import type { TranslationOf } from '../translation';

/**
 * Arabic spells a place in line as an ordinal word ("الثاني"), which Intl does not give: its
 * ordinal rules have one category only. The waitlist is short; past its words, the number.
 */
const ordinalWords = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
];

/** "ساعتين", "3 ساعات", "12 ساعة": the counted noun agrees with the number. */
function hoursWord(count: string): string {
  const value = Number(count);
  if (value === 1) return 'ساعة واحدة';
  if (value === 2) return 'ساعتين';
  if (value >= 3 && value <= 10) return `${count} ساعات`;
  return `${count} ساعة`;
}

export const myWeekBookings: MyWeekBookingsWords = {
  heading: 'حجوزاتك',
  confirmedHereOnly:
    'إذا انتقلت من قائمة الانتظار إلى مكان محجوز، فهذه الصفحة هي التي تُعلمك بذلك: لا نرسل بريدًا إلكترونيًا ولا رسالة. تفقّدها قبل الحصة.',
  loading: 'جارٍ تحميل حجوزاتك…',
  empty: 'لا حجوزات بعد. احجز مكانًا في حصة من جدول الحصص، وسيظهر هنا مع تاريخه.',
  loadFailed: {
    network: 'تعذّر تحميل حجوزاتك: لم نتمكّن من الاتصال بخادمنا. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
    unavailable: 'تعذّر تحميل حجوزاتك: خدمة الأعضاء لا تستجيب حاليًا. يُرجى المحاولة بعد قليل.',
    rejected: 'تعذّر تحميل حجوزاتك: رُفض الطلب. أعد تحميل الصفحة ثم أعد المحاولة.',
  },
  retry: 'أعد المحاولة',
  atCap: (count) =>
    `لديك ${count} حجوزات وأماكن انتظار قادمة، وهو أقصى ما يمكن للعضو الواحد. ألغِ واحدًا منها لتحجز حصة أخرى.`,
  when: (weekday, date, hours) => `${weekday} ${date}، ${hours}`,
  status: {
    booked: 'محجوز',
    movedUp: 'محجوز (انتقلت إليه من قائمة الانتظار)',
    inLine: ({ value, number }) => `${ordinalWords[value - 1] ?? `رقم ${number}`} في قائمة الانتظار`,
    waiting: 'في قائمة الانتظار',
    cancelled: 'أُلغي',
    lateCancelled: 'أُلغي متأخرًا',
    left: 'غادرت قائمة الانتظار',
    cancelledByGym: 'ألغاه النادي',
  },
  freeUntil: (hours) => `الإلغاء مجاني حتى ${hoursWord(hours)} قبل الحصة.`,
  lateNow: 'انتهى وقت الإلغاء المجاني: يُسجَّل الإلغاء الآن إلغاءً متأخرًا. ويعود مكانك إلى الحصة رغم ذلك.',
  leaveFree: 'مغادرة قائمة الانتظار مجانية دائمًا.',
  cancel: 'إلغاء الحجز',
  cancelLabel: (session) => `إلغاء الحجز: ${session}`,
  late: {
    warning: (hours) =>
      `تبدأ الحصة بعد أقل من ${hoursWord(hours)}، لذا سيُسجَّل هذا الإلغاء إلغاءً متأخرًا. ويعود مكانك إلى الحصة ليأخذه شخص آخر.`,
    confirm: 'إلغاء متأخر',
    keep: 'الإبقاء على حجزي',
  },
  leave: 'مغادرة قائمة الانتظار',
  leaveLabel: (session) => `مغادرة قائمة الانتظار: ${session}`,
  busy: 'جارٍ الإلغاء…',
  sessionName: (className, weekday, date) => `${className}، ${weekday} ${date}`,
  addToCalendar: 'أضف إلى التقويم',
  addToCalendarLabel: (session) => `أضف إلى التقويم: ${session}`,
  changeFailed: {
    network: 'لم يتغيّر شيء: لم نتمكّن من الاتصال بخادمنا. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
    unavailable: 'لم يتغيّر شيء: خدمة الأعضاء لا تستجيب حاليًا. يُرجى المحاولة بعد قليل.',
    rejected: 'لم يتغيّر شيء: رُفض الطلب. أعد تحميل الصفحة لترى حجوزاتك كما هي الآن.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./my-week-bookings')>;
