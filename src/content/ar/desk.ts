/** Arabic words of the front desk, /desk: staff only, and what it says to anyone else. */
import type * as English from '../desk';
import type { DeskPageContent } from '../desk';
import type { TranslationOf } from '../translation';

export const deskPage: DeskPageContent = {
  title: 'مكتب الاستقبال',
  description: 'مكتب استقبال النادي لفريق العمل: الاستفسارات وطلبات الحصص التجريبية التي يرسلها الزوار.',
  heading: 'لفريق العمل فقط',
  intro: 'مكتب الاستقبال هو المكان الذي يردّ فيه فريق النادي على الاستفسارات وطلبات الحصص التجريبية التي يرسلها الزوار.',
  checking: 'جارٍ التحقق من تسجيل دخولك…',
  needsScript: 'يحتاج مكتب الاستقبال إلى JavaScript. فعّله لتسجيل الدخول.',
  signedOut: {
    text: 'سجّل الدخول بحساب من فريق العمل لفتح مكتب الاستقبال.',
    signIn: 'تسجيل الدخول',
  },
  howToGetAccess: (command, email) =>
    `ليس لديك حساب فريق عمل بعد؟ أنشئ حسابًا وأكّد بريده الإلكتروني من صفحة حسابك، ثم اطلب من صاحب النادي أن يمنحه دور فريق العمل (${command} ${email}).`,
  yourEmail: 'بريدك-الإلكتروني',
  checkingAccess: 'جارٍ التحقق من صلاحيتك…',
  changesLoading: 'جارٍ تحميل تغييرات الجدول…',
  changesLoadFailed: 'تعذّر تحميل تغييرات الجدول: فشل الاتصال. تحقّق منه ثم أعد المحاولة.',
  notStaff: (email) => `أنت مسجّل الدخول باسم ${email}، وهو ليس حسابًا من فريق العمل. لا يعرض له المكتب شيئًا.`,
  afterGrant: 'بعد أن يمنحه صاحب النادي دور فريق العمل، افتح هذه الصفحة من جديد.',
  accessFailed: 'تعذّر التحقق من صلاحيتك: فشل الاتصال. يُرجى المحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  signedInAsStaff: (email) => `مسجّل الدخول باسم ${email}، بدور فريق العمل.`,
  signOut: 'تسجيل الخروج',
};

export type Complete = TranslationOf<typeof English, typeof import('./desk')>;
