/** Arabic: the words of the sign-in and sign-up pages, their form, password reset and signed-in notice. */

import type * as English from '../sign-in-pages';
import type { SignInPagesContent } from '../sign-in-pages';
import type { TranslationOf } from '../translation';

/** "6 أحرف", "12 حرفًا": the counted noun agrees with the number. */
function characters(count: number): string {
  if (count === 1) return 'حرف واحد';
  if (count === 2) return 'حرفان';
  if (count >= 3 && count <= 10) return `${count} أحرف`;
  return `${count} حرفًا`;
}

export const signInPages: SignInPagesContent = {
  form: {
    emailLabel: 'البريد الإلكتروني',
    passwordLabel: 'كلمة المرور',
  },
  signIn: {
    title: 'تسجيل الدخول',
    description:
      'سجّل الدخول إلى حسابك في Rivage Gym بالبريد الإلكتروني وكلمة المرور اللذين استعملتهما عند إنشاء الحساب.',
    heading: 'مرحبًا بعودتك',
    intro: 'سجّل الدخول بالبريد الإلكتروني وكلمة المرور الخاصّين بحسابك.',
    submit: 'تسجيل الدخول',
    busy: 'جارٍ تسجيل الدخول…',
    emptyPassword: 'أدخل كلمة المرور.',
    wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    tooManyAttempts:
      'محاولات كثيرة متتالية. يُرجى الانتظار بضع دقائق ثم المحاولة من جديد، أو إعادة تعيين كلمة المرور أدناه.',
    toSignUp: 'أول مرة في Rivage Gym؟ أنشئ حسابك',
  },
  signUp: {
    title: 'إنشاء حساب',
    description: 'أنشئ حسابك في Rivage Gym ببريدك الإلكتروني لتنضمّ إلى الحصص وتكون أول من يعلم بالحصص الجديدة.',
    heading: 'أنشئ حسابك',
    intro: 'كل ما تحتاجه: بريدك الإلكتروني وكلمة مرور.',
    submit: 'إنشاء الحساب',
    busy: 'جارٍ إنشاء حسابك…',
    passwordHint: (minLength) => `${characters(minLength)} على الأقل.`,
    passwordLength: (minLength) => `اختر كلمة مرور لا تقلّ عن ${characters(minLength)}.`,
    tooShort: (minLength) => `كلمة المرور هذه قصيرة جدًا. اختر كلمة مرور لا تقلّ عن ${characters(minLength)}.`,
    emailTaken: 'يوجد بالفعل حساب بهذا البريد الإلكتروني.',
    signInInstead: 'سجّل الدخول إليه',
    toSignIn: 'لديك حساب؟ سجّل الدخول',
    noAnswer:
      'يستغرق هذا وقتًا أطول من اللازم. ربما أُنشئ حسابك رغم ذلك: حاول تسجيل الدخول بهذا البريد الإلكتروني وكلمة المرور قبل إعادة المحاولة.',
  },
  reset: {
    open: 'نسيت كلمة المرور؟',
    heading: 'إعادة تعيين كلمة المرور',
    intro: 'أدخل البريد الإلكتروني لحسابك، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    emailLabel: 'البريد الإلكتروني لاستلام رابط إعادة التعيين',
    submit: 'إرسال الرابط',
    busy: 'جارٍ الإرسال…',
    sent: (email) =>
      `إن كان هناك حساب بالعنوان ${email}، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. تفقّد بريدك الوارد، وكذلك مجلد الرسائل غير المرغوب فيها.`,
    noAnswer:
      'يستغرق هذا وقتًا أطول من اللازم. قد يصل الرابط رغم ذلك: تفقّد بريدك الوارد، وكذلك مجلد الرسائل غير المرغوب فيها، بعد بضع دقائق قبل طلب رابط آخر.',
  },
  signedIn: {
    signedInAs: { before: 'أنت مسجّل الدخول بحساب ', after: '.' },
    someAccount: 'بلا بريد إلكتروني',
    otherAccount: 'لاستعمال حساب آخر، سجّل الخروج أولًا.',
    home: 'الذهاب إلى الصفحة الرئيسية',
    signOut: 'تسجيل الخروج',
  },
  showPassword: 'إظهار كلمة المرور',
};

export type Complete = TranslationOf<typeof English, typeof import('./sign-in-pages')>;
