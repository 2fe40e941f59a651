/** Arabic: the words of the account settings on the member's /account page. */

import type * as English from '../account-settings';
import type { AccountSettingsContent } from '../account-settings';
import type { TranslationOf } from '../translation';

/** "6 أحرف", "12 حرفًا": the counted noun agrees with the number. */
function characters(count: number): string {
  if (count === 1) return 'حرف واحد';
  if (count === 2) return 'حرفان';
  if (count >= 3 && count <= 10) return `${count} أحرف`;
  return `${count} حرفًا`;
}

export const accountSettings: AccountSettingsContent = {
  heading: 'إعدادات الحساب',
  password: {
    heading: 'تغيير كلمة المرور',
    currentLabel: 'كلمة المرور الحالية',
    newLabel: 'كلمة المرور الجديدة',
    newHint: (minLength) => `${characters(minLength)} على الأقل.`,
    submit: 'تغيير كلمة المرور',
    busy: 'جارٍ تغيير كلمة المرور…',
    changed: 'تم تغيير كلمة المرور.',
    emptyCurrent: 'أدخل كلمة المرور الحالية.',
    tooShort: (minLength) => `اختر كلمة مرور جديدة لا تقلّ عن ${characters(minLength)}.`,
    sameAsCurrent: 'كلمة المرور الجديدة مطابقة للحالية. اختر كلمة مرور مختلفة.',
    wrongCurrent: 'هذه ليست كلمة المرور الحالية. تحقّق منها ثم أعد المحاولة.',
    noAnswer:
      'يستغرق هذا وقتًا أطول من اللازم. ربما تغيّرت كلمة المرور رغم ذلك: سجّل الخروج ثم ادخل بكلمة المرور الجديدة للتحقق قبل إعادة المحاولة.',
  },
  verification: {
    heading: 'تأكيد البريد الإلكتروني',
    notVerified: 'لم يُؤكَّد بريدك الإلكتروني بعد.',
    verified: 'تم تأكيد بريدك الإلكتروني.',
    send: 'إرسال رسالة التأكيد',
    busy: 'جارٍ الإرسال…',
    sent: (email) => `أرسلنا رابط التأكيد إلى ${email}. افتحه، ثم أعد تحميل هذه الصفحة.`,
    noAnswer:
      'يستغرق هذا وقتًا أطول من اللازم. قد تصل رسالة التأكيد رغم ذلك: تفقّد بريدك الوارد بعد بضع دقائق قبل طلب رسالة أخرى.',
  },
  deletion: {
    heading: 'حذف الحساب',
    open: 'حذف حسابي',
    warning:
      'سيُحذف حسابك وحجوزاتك والحصص التي حفظتها نهائيًا: تُلغى أولًا حجوزاتك وأماكن انتظارك القادمة فتعود أماكنها إلى الحصص. ولا يمكن التراجع عن ذلك. للتأكيد، أدخل كلمة المرور.',
    passwordLabel: 'كلمة المرور',
    emptyPassword: 'أدخل كلمة المرور للتأكيد.',
    confirm: 'حذف حسابي نهائيًا',
    busy: 'جارٍ حذف حسابك…',
    cancel: 'الإبقاء على حسابي',
    wrongPassword: 'كلمة المرور غير صحيحة. تحقّق منها ثم أعد المحاولة.',
    savedClassesDeleted: 'حُذفت الحصص التي حفظتها، لكن حسابك لم يُحذف: أعد المحاولة لإتمام الحذف.',
    noAnswer:
      'يستغرق هذا وقتًا أطول من اللازم. ربما حُذف حسابك أو حجوزاتك أو الحصص التي حفظتها رغم ذلك: أعد تحميل هذه الصفحة لترى ما بقي قبل إعادة المحاولة.',
  },
  problems: {
    requiresRecentLogin: 'حفاظًا على أمان حسابك، يُرجى تسجيل الخروج ثم الدخول من جديد، ثم إعادة المحاولة.',
    signedOut: 'لم تعد مسجّل الدخول. أعد تحميل هذه الصفحة وسجّل الدخول من جديد.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./account-settings')>;
