/** Arabic: the words of booking a class once the page has started (the Book control's dates, the booking dialog). */
import { formatCount, pluralCategory } from '@/i18n/format';
import type * as English from '../booking';
import type { BookingWords } from '../booking';
import type { TranslationOf } from '../translation';

/** "بقي مكان واحد"، "بقي مكانان"، "بقيت 3 أماكن"، "بقي 12 مكانًا": the counted noun agrees with the number. */
function placesLeft(count: number): string {
  switch (pluralCategory(count)) {
    case 'one':
      return 'بقي مكان واحد';
    case 'two':
      return 'بقي مكانان';
    case 'few':
      return `بقيت ${formatCount(count)} أماكن`;
    case 'many':
      return `بقي ${formatCount(count)} مكانًا`;
    default:
      return `بقي ${formatCount(count)} مكان`;
  }
}

export const booking: BookingWords = {
  sessionName: (className, when) => `حصة ${className}، ${when}`,
  bookSession: (sessionName) => `احجز ${sessionName}`,
  when: (date, start) => `${date}، على الساعة ${start}`,
  placesLeft,
  full: 'مكتملة: قائمة الانتظار',
  closed: 'الحجز مغلق',
  openFailed: 'تعذّر الفتح: تحقّق من اتصالك',
  dialog: {
    title: (className) => `احجز حصة ${className}`,
    close: 'أغلق الحجز',
    dateLegend: 'الموعد',
    withTrainer: (trainer) => `مع ${trainer}`,
    nameLabel: 'اسمك في قائمة الحصة',
    nameHint: (maxLength) => `يراه المدرّب في قائمة الحصة. سطر واحد، ${maxLength} حرفًا على الأكثر.`,
    book: 'احجز مكاني',
    joinWaitlist: 'انضمّ إلى قائمة الانتظار',
    busy: 'جارٍ الحجز…',
    nameErrors: {
      empty: 'يُرجى كتابة اسمك.',
      tooLong: (maxLength) => `يُرجى ألّا يتجاوز اسمك ${maxLength} حرفًا.`,
      twoLines: 'يُرجى كتابة اسمك في سطر واحد.',
      directionControls: 'يحتوي اسمك على رموز غير مرئية تغيّر طريقة عرض النصّ. يُرجى كتابته من جديد.',
    },
    failures: {
      taken: 'حُجز هذا المكان للتوّ. يمكنك الانضمام إلى قائمة الانتظار.',
      fullNow: 'هذه الحصة مكتملة وقائمة انتظارها لا تتّسع لك حاليًا. يُرجى إعادة المحاولة بعد قليل.',
      held: 'لقد حجزت هذه الحصة في هذا الموعد من قبل. تجدها في «أسبوعي».',
      cap: (max) => `لديك ${max} حجوزات أو أماكن انتظار قادمة. ألغِ واحدًا منها في «أسبوعي» لتحجز هذه الحصة.`,
      waitlistFull: 'هذه الحصة مكتملة، وقائمة انتظارها كذلك. يُرجى اختيار موعد آخر.',
      closed: 'أُغلق الحجز لهذا الموعد.',
      off: 'لم تعد هذه الحصة تُقام في هذا الموعد.',
      network: 'لم يتمّ أيّ حجز: لم نتمكّن من الاتصال بخادمنا. تحقّق من اتصالك بالإنترنت، ثم أعد المحاولة.',
      unavailable: 'لم يتمّ أيّ حجز: خدمة المنخرطين لا تستجيب حاليًا. يُرجى إعادة المحاولة بعد قليل.',
      rejected: 'لم يتمّ أيّ حجز: رُفض الحجز. أعد تحميل الصفحة، ثم حاول مجدّدًا.',
    },
    booked: (what) => `تمّ حجز مكانك: ${what}.`,
    waiting: (what) => `أنت في قائمة الانتظار لـ${what}.`,
    waitingWhere: 'إن تحرّر مكان قبل الحصة، يصبح لك. ستجد ذلك في «أسبوعي»: لا نرسل أيّ رسالة.',
    seeMyWeek: 'اطّلع على «أسبوعي»',
    done: 'تمّ',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./booking')>;
