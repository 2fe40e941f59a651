/** Arabic: the words of a member's own page, /account: My week, and what it says before and after. */

import type * as English from '../account-page';
import type { AccountPageContent } from '../account-page';
import type { TranslationOf } from '../translation';

export const accountPage: AccountPageContent = {
  title: 'أسبوعي',
  description: 'أسبوعك في Rivage Gym: الحصص التي حفظتها من جدول الحصص مع مواعيدها القادمة، وإعدادات حسابك.',
  heading: 'أسبوعك في النادي',
  intro:
    'الحصص التي تحفظها من جدول الحصص أو من صفحة الحصص، الأقرب موعدًا أولًا، مع الموعد القادم لكل منها. المواعيد بتوقيت المهدية.',
  checking: 'نتحقّق من تسجيل دخولك…',
  needsScript: 'تحتاج صفحة «أسبوعي» إلى جافاسكريبت. فعّلها لترى الحصص التي حفظتها.',
  signedOut: {
    text: 'سجّل الدخول لترى الحصص التي حفظتها. الحفظ مجاني: يكفي أن يكون لديك حساب.',
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
  },
  deleted: 'تم حذف حسابك مع حجوزاتك والحصص التي حفظتها، وتم تسجيل خروجك.',
  loading: 'جارٍ تحميل الحصص المحفوظة…',
  loadFailed: 'تعذّر تحميل الحصص المحفوظة.',
  retry: 'أعد المحاولة',
  empty: {
    text: 'لم تحفظ أي حصة بعد. اضغط على علامة الحفظ بجانب أي حصة في جدول الحصص أو في صفحة الحصص، وستظهر هنا مع موعدها القادم.',
    link: 'افتح جدول الحصص',
  },
  weeklyClass: (weekday, time, trainerName) => `${weekday} من كل أسبوع، ${time}، مع ${trainerName}`,
  joinNow: 'انضمّ الآن',
  joinLabel: (className) => `انضمّ الآن: ${className}`,
  addToCalendar: 'أضف إلى التقويم',
  addToCalendarLabel: (slotName) => `أضف إلى التقويم: ${slotName}`,
  remove: 'إزالة',
  removeLabel: (slotName) => `إزالة: ${slotName}`,
  weekToCalendar: 'أضف أسبوعي كاملًا إلى التقويم',
  calendarHint:
    'تُفتح ملفات التقويم (.ics) في تقويم غوغل وتقويم آبل وأوتلوك، وتتكرّر فيها كل حصة محفوظة أسبوعيًا، وتظهر كل حصة محجوزة حدثًا واحدًا في تاريخها.',
  downloadFailed: 'تعذّر إنشاء ملف التقويم في هذا المتصفح. يُرجى المحاولة من جديد، أو إضافة الحصة يدويًا.',
};

export type Complete = TranslationOf<typeof English, typeof import('./account-page')>;
