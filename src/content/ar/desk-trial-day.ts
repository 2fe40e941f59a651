/** Arabic words of the desk's day cap on trial requests (/desk, staff only). */
import type * as English from '../desk-trial-day';
import type { DeskTrialDayContent } from '../desk-trial-day';
import type { TranslationOf } from '../translation';

export const deskTrialDay: DeskTrialDayContent = {
  heading: 'طلبات الحصص التجريبية اليوم',
  intro:
    'يقبل الموقع هذا العدد على الأكثر من طلبات الحصص التجريبية المجانية في اليوم، لجميع الزوار معًا، حتى لا يملأ سيلٌ من الطلبات الآلية صندوق الطلبات. بعد ذلك يطلب النموذج من الزوار الاتصال بنا.',
  loading: 'جارٍ قراءة طلبات اليوم…',
  today: (count, limit) => `${count} من ${limit} طلبات حصص تجريبية اليوم`,
  full: 'اكتمل اليوم: يطلب النموذج من الزوار الاتصال بنا.',
  limitLabel: 'طلبات الحصص التجريبية في اليوم',
  limitHint: (min, max) => `عدد صحيح من ${min} إلى ${max}.`,
  limitInvalid: (min, max) => `أدخل عددًا صحيحًا من ${min} إلى ${max}.`,
  save: 'حفظ الحد',
  saved: (limit) => `تم الحفظ: ${limit} طلبات حصص تجريبية في اليوم.`,
  retry: 'أعد المحاولة',
  failures: {
    network: 'تعذّر الوصول إلى الخادم. تحقّق من الاتصال وأعد المحاولة.',
    unavailable: 'لم يُجب الخادم. أعد المحاولة بعد قليل.',
    rejected: 'رفض الخادم ذلك: سجّل الدخول من جديد بحساب الموظفين وأعد المحاولة.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-trial-day')>;
