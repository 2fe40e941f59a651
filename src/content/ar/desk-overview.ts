/** Arabic words of the desk's overview (/desk, staff only): today's and tomorrow's classes, and the month in numbers. */
import type * as English from '../desk-overview';
import type { DeskOverviewWords } from '../desk-overview';
import type { TranslationOf } from '../translation';

export const deskOverview: DeskOverviewWords = {
  loading: 'جارٍ تحميل النظرة العامة…',
  roster: {
    heading: 'اليوم وغدًا',
    intro:
      'كل حصص اليوم وغدًا: الأعضاء المسجّلون وقائمة الانتظار وزوار الحصص التجريبية. سجّل من حضر ابتداءً من ساعة قبل البداية.',
    loading: 'جارٍ تحميل حصص اليوم وغدًا…',
    empty: 'لا توجد أي حصة في الجدول اليوم أو غدًا.',
    bookingsCut: (count) => `تُعرض أول ${count} حجز فقط.`,
    trialsCapped: (count) => `تُعرض أول ${count} حصة تجريبية فقط.`,
    today: 'اليوم',
    tomorrow: 'غدًا',
    session: ({ day, weekday, time, className, trainer }) => `${day}، ${weekday} ${time}: ${className} مع ${trainer}`,
    unknownSession: ({ day, when, className }) => `${day}، ${when}: ${className}`,
    placesLeft: (left, places) => `الأماكن المتبقية: ${left} من ${places}`,
    waitlist: (count) => `قائمة الانتظار: ${count}`,
    membersHeading: 'الأعضاء المسجّلون',
    noMembers: 'لم يحجز أي عضو هذه الحصة.',
    trialsHeading: 'زوار الحصص التجريبية',
    movedUp: 'انتقل من قائمة الانتظار إلى مكان',
    phone: 'الهاتف',
    status: 'الحالة',
    attendance: {
      label: (name) => `هل حضر ${name}؟`,
      came: 'حضر',
      noShow: 'لم يحضر',
      opensAt: (time) => `سجّل من حضر ابتداءً من ${time}`,
      failures: {
        network: 'لم يُحفظ: فشل الاتصال. اضغط مجددًا.',
        unavailable: 'لم يُحفظ: لم تُجب الخدمة في الوقت المحدد. اضغط مجددًا.',
        rejected: 'لم يُحفظ: رفضت الخدمة الطلب. سجّل الدخول مجددًا بحساب من فريق العمل، ثم اضغط مجددًا.',
      },
    },
    cancel: {
      button: 'إلغاء الحجز',
      confirm: (name) => `إلغاء حجز ${name}؟`,
      movesUp: 'يعود المكان، ويأخذه أول عضو في قائمة الانتظار.',
      frees: 'يعود المكان متاحًا لمن يريد حجزه.',
      yes: 'نعم، ألغِ الحجز',
      keep: 'الإبقاء على الحجز',
      cancelling: 'جارٍ الإلغاء…',
      done: (name) => `أُلغي حجز ${name}.`,
      failures: {
        network: 'لم يُلغَ: فشل الاتصال. حاول مجددًا.',
        unavailable: 'لم يُلغَ: لم تُجب الخدمة في الوقت المحدد. حاول مجددًا.',
        rejected: 'لم يُلغَ: رفضت الخدمة الطلب. سجّل الدخول مجددًا بحساب من فريق العمل وحاول مجددًا.',
      },
    },
    correction: {
      open: 'تصحيح العدد',
      heading: 'تصحيح العدد',
      booked: 'الأماكن المحجوزة',
      trials: 'أماكن الحصص التجريبية',
      hint: (places, trialPlaces) =>
        `أعداد صحيحة ابتداءً من 0: ${trialPlaces} أماكن تجريبية على الأكثر، و${places} على الأكثر في المجموع. تبقى قائمة الانتظار كما هي.`,
      errors: {
        notWhole: 'أدخل عددًا صحيحًا، 0 أو أكثر.',
        tooManyTrials: (trialPlaces) => `${trialPlaces} أماكن تجريبية على الأكثر.`,
        overPlaces: (places) => `الأماكن المحجوزة والتجريبية معًا: ${places} على الأكثر.`,
      },
      invalid: (count) => (count === 1 ? 'حقل واحد يحتاج إلى تصحيح.' : 'حقلان يحتاجان إلى تصحيح.'),
      save: 'حفظ العدد',
      saving: 'جارٍ الحفظ…',
      saved: 'حُفظ العدد.',
      close: 'إغلاق',
      failures: {
        network: 'لم يُحفظ: فشل الاتصال. أعدادك محفوظة؛ حاول مجددًا.',
        unavailable: 'لم يُحفظ: لم تُجب الخدمة في الوقت المحدد. أعدادك محفوظة؛ حاول مجددًا.',
        rejected: (places, trialPlaces) =>
          `لم يُحفظ: رفضت الخدمة هذه الأعداد. فهي تقبل ${trialPlaces} أماكن تجريبية على الأكثر و${places} في المجموع، ومن حساب من فريق العمل فقط. تحقّق منها، أو سجّل الدخول مجددًا، وحاول مجددًا.`,
      },
    },
  },

  month: {
    heading: 'هذا الشهر',
    loading: 'جارٍ عدّ طلبات هذا الشهر…',
    empty: 'لم يصل أي استفسار أو طلب حصة تجريبية هذا الشهر بعد.',
    funnelTitle: 'طلبات هذا الشهر خطوة بخطوة',
    funnelSteps: {
      created: 'استفسارات وحصص تجريبية',
      contacted: 'تم التواصل',
      trialBooked: 'حصة تجريبية محجوزة',
      trialAttended: 'حضروا الحصة التجريبية',
      joined: 'انضموا',
    },
    stepColumn: 'الخطوة',
    classesTitle: 'طلبات الحصص التجريبية لكل حصة هذا الشهر',
    classColumn: 'الحصة',
    countColumn: 'العدد',
    chartItem: (label, count) => `${label}: ${count}`,
  },
  statuses: {
    new: 'جديد',
    contacted: 'تم التواصل',
    'trial-booked': 'حصة تجريبية محجوزة',
    joined: 'انضم',
    lost: 'لم يواصل',
  },
  otherStatus: 'أخرى',
  failures: {
    network: 'تعذّر التحميل: فشل الاتصال. تحقّق منه وحاول مجددًا.',
    unavailable: 'تعذّر التحميل: لم تُجب الخدمة في الوقت المحدد. يُرجى المحاولة مجددًا.',
    rejected: 'تعذّر التحميل: رفضت الخدمة الطلب. سجّل الدخول مجددًا بحساب من فريق العمل وحاول مجددًا.',
  },
  retry: 'حاول مجددًا',
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-overview')>;
