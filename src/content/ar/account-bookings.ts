/** Arabic: the words of the account settings about bookings: the name on the class roster, and deleting an account that holds bookings. */

import type * as English from '../account-bookings';
import type { AccountBookingsWords } from '../account-bookings';
import type { TranslationOf } from '../translation';

export const accountBookings: AccountBookingsWords = {
  rosterName: {
    heading: 'الاسم في قائمة الحصة',
    intro: 'عندما تحجز مكانًا في حصة، يرى المدرّب هذا الاسم في قائمة الحاضرين. لا يراه إلا فريق النادي.',
    label: 'اسمك في القائمة',
    hint: (maxLength) => `في سطر واحد، ${maxLength} حرفًا على الأكثر.`,
    loading: 'جارٍ تحميل الاسم الذي أعطيته…',
    loadFailed: 'تعذّر تحميل الاسم الذي أعطيته من قبل. يمكنك مع ذلك كتابة اسم وحفظه.',
    submit: 'حفظ اسمي',
    busy: 'جارٍ الحفظ…',
    saved: 'تم حفظ اسمك في القائمة.',
    errors: {
      empty: 'أدخل الاسم الذي سيراه المدرّب في القائمة.',
      tooLong: (maxLength) => `اختصر الاسم إلى ${maxLength} حرفًا أو أقل.`,
      controlCharacters: 'يحتوي الاسم على فاصل أسطر أو رمز تحكّم آخر غير مرئي. اكتبه في سطر واحد بدل لصقه.',
      directionControls: 'يحتوي الاسم على رموز غير مرئية تغيّر اتجاه النص. اكتبه من جديد بدل لصقه.',
    },
    failures: {
      network: 'لم يُحفظ اسمك: لم نتمكّن من الاتصال بخادمنا. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
      unavailable: 'لم يُحفظ اسمك: خدمة الأعضاء لا تستجيب حاليًا. يُرجى المحاولة بعد قليل.',
      rejected: 'لم يُحفظ اسمك: رُفض الطلب. أعد تحميل الصفحة ثم أعد المحاولة.',
    },
    noAnswer: 'يستغرق هذا وقتًا أطول من اللازم. ربما حُفظ اسمك رغم ذلك: أعد تحميل هذه الصفحة لتراه قبل إعادة المحاولة.',
  },
  deletion: {
    bookingsCancelled:
      'لم يُحذف حسابك، لكن بعض حجوزاتك وأماكن انتظارك القادمة أو كلّها أُلغيت وعادت أماكنها إلى الحصص. أعد المحاولة لإتمام الحذف.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./account-bookings')>;
