/** Arabic words of the desk's overview (/desk, staff only): today's and tomorrow's trials, and the month in numbers. */
import type * as English from '../desk-overview';
import type { DeskOverviewWords } from '../desk-overview';
import type { TranslationOf } from '../translation';

export const deskOverview: DeskOverviewWords = {
  loading: 'جارٍ تحميل النظرة العامة…',
  trials: {
    heading: 'الحصص التجريبية اليوم وغدًا',
    loading: 'جارٍ تحميل الحصص التجريبية لليوم وغدًا…',
    empty: 'لا توجد حصة تجريبية محجوزة اليوم أو غدًا.',
    capped: (count) => `تُعرض أول ${count} حصة تجريبية فقط.`,
    today: 'اليوم',
    tomorrow: 'غدًا',
    session: ({ day, weekday, time, className, trainer }) => `${day}، ${weekday} ${time}: ${className} مع ${trainer}`,
    unknownSession: ({ day, when, className }) => `${day}، ${when}: ${className}`,
    visitorsLabel: 'الزوار',
    name: 'الاسم',
    phone: 'الهاتف',
    status: 'الحالة',
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
