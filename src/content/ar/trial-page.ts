/** Arabic words of the /trial page: the free trial form, its failures and the confirmation. */
import { formatCount } from '@/i18n/format';
import { privacyFacts } from '../privacy-facts';
import { site } from '../site';
import type { TranslationOf } from '../translation';
import type * as English from '../trial-page';
import type { TrialPageContent } from '../trial-page';

const n = formatCount;

/**
 * In a right-to-left line a leading + shows after the digits; 00 is the same international
 * prefix (the form accepts both) and reads the same in either direction.
 */
const rightToLeftSafe = (number: string) => number.replace(/^\+/, '00');

/** "n months" with the noun form Arabic grammar gives each number. */
function months(count: number): string {
  if (count === 1) return 'شهر واحد';
  if (count === 2) return 'شهرين';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} أشهر`;
  return lastTwo >= 11 ? `${count} شهرًا` : `${count} شهر`;
}

export const trialPage: TrialPageContent = {
  title: 'حصة تجريبية مجانية',
  description: `احجز حصة تجريبية مجانية في ${site.name} في ${site.town}: اختر حصة وموعدًا، ونؤكّد لك الحجز بالهاتف أو عبر واتساب.`,
  eyebrow: 'حصتك الأولى علينا',
  heading: 'احجز حصة تجريبية مجانية',
  intro: 'اختر حصة وأحد مواعيدها القادمة، واترك اسمك ورقم هاتفك، ونؤكّد لك مكانك.',
  formTitle: 'حصتك التجريبية المجانية',
  fields: {
    className: { label: 'الحصة', none: 'اختر حصة' },
    session: { legend: 'الموعد' },
    name: { label: 'الاسم الكامل', placeholder: 'الاسم الكامل *' },
    phone: {
      label: 'رقم الهاتف',
      placeholder: 'رقم الهاتف *',
      hint: (tunisian, international) =>
        `رقم تونسي (${tunisian})، أو أيّ رقم مع رمز بلده (${rightToLeftSafe(international)}).`,
    },
    whatsapp: { label: 'هذا الرقم عليه واتساب' },
    email: {
      label: 'البريد الإلكتروني (اختياري)',
      placeholder: 'البريد الإلكتروني',
      hint: 'فقط إن أردت أن نردّ عليك بالبريد الإلكتروني أيضًا.',
    },
    website: { label: 'اترك هذا الحقل فارغًا' },
  },
  datesAfterStart: 'تظهر مواعيد الأسبوعين القادمين بعد اكتمال تحميل الصفحة.',
  chooseClassFirst: 'اختر حصة لتظهر مواعيدها القادمة.',
  noSessions: (days) => `لا موعد لهذه الحصة خلال الأيام الـ${n(days)} القادمة.`,
  sessionWhen: (weekday, date, hours) => `${weekday} ${date}، ${hours}`,
  full: 'مكتملة',
  placesUnknown: 'تعذّر علينا التحقّق من المواعيد المكتملة. يمكنك مع ذلك إرسال طلبك: إن كان الموعد مكتملًا فسنخبرك بذلك.',
  sending: 'جارٍ إرسال طلبك…',
  submit: 'احجز حصتي المجانية',
  busy: 'جارٍ الإرسال…',
  tryAgain: 'أعد المحاولة',
  errors: {
    noClass: 'اختر حصة.',
    noSession: 'اختر موعدًا.',
    emptyName: 'أدخل اسمك الكامل.',
    nameTooLong: (maxLength) => `اسمك أطول من اللازم (الحدّ الأقصى: ${n(maxLength)}).`,
    nameHasControlCharacters: 'يحتوي اسمك على فاصل أسطر أو محرف تحكّم غير مرئي آخر. اكتبه في سطر واحد بدل لصقه.',
    nameHasDirectionControls: 'يحتوي اسمك على محارف غير مرئية تغيّر اتجاه النص. اكتبه بنفسك بدل لصقه.',
    emptyPhone: 'أدخل رقم هاتفك.',
    invalidPhone: (tunisian, international) =>
      `أدخل رقمًا مثل ${tunisian}، أو مع رمز بلده مثل ${rightToLeftSafe(international)}.`,
    emailTooLong: (maxLength) => `عنوان البريد الإلكتروني هذا أطول من اللازم (الحدّ الأقصى: ${n(maxLength)}).`,
    invalidEmail: 'أدخل عنوان بريد إلكتروني صحيحًا، مثل name@example.com، أو اترك الحقل فارغًا.',
  },
  failure: {
    network: 'لم يُرسَل طلبك: تعذّر الاتصال بخادمنا. تحقّق من اتصالك بالإنترنت، ثم أعد المحاولة.',
    unavailable: 'لم يُرسَل طلبك: خدمة الحجز غير متاحة حاليًا. يُرجى إعادة المحاولة لاحقًا.',
    noAnswer: 'لم يُرسَل طلبك: لم تردّ خدمة الحجز في الوقت المناسب. يُرجى إعادة المحاولة.',
    rejected: 'لم يقبل خادمنا طلبك. تحقّق من بياناتك وأعد المحاولة.',
    limit: (perHour) =>
      `لم يُرسَل طلبك: نقبل من المتصفّح الواحد ${n(perHour)} طلبات على الأكثر في الساعة. يُرجى إعادة المحاولة بعد ساعة.`,
    full: 'لم يُرسَل طلبك: اكتمل هذا الموعد للتوّ. يُرجى اختيار موعد آخر.',
    dayFull: 'اكتملت طلبات الحصص التجريبية لهذا اليوم: اتصل بنا وسنجد لك موعدًا.',
    held: 'لقد طلبت من قبل حصة تجريبية مجانية في هذا الدرس في هذا الموعد: سنتصل بك بشأنها. لتغييرها، اتصل بنا.',
    callUs: { before: 'يمكنك أيضًا الاتصال بنا على ', after: '.' },
    kept: 'كلّ ما كتبته ما زال في الاستمارة.',
  },
  sent: {
    heading: 'تمّ طلب حصتك التجريبية المجانية',
    nextSteps: (isWhatsApp) =>
      isWhatsApp
        ? 'سنؤكّد لك مكانك عبر واتساب أو بالهاتف، عادةً خلال يوم واحد. أحضر ملابس رياضية ومنشفة وماءً.'
        : 'سنتّصل بك لتأكيد مكانك، عادةً خلال يوم واحد. أحضر ملابس رياضية ومنشفة وماءً.',
    dateTerm: 'التاريخ',
    timeTerm: 'التوقيت',
    trainerTerm: 'المدرّب',
    addressTerm: 'العنوان',
    addToCalendar: 'أضف إلى التقويم',
    calendarFailed: 'لم يحفظ متصفّحك ملف التقويم. دوّن التاريخ أعلاه بدلًا من ذلك.',
    another: 'احجز حصة تجريبية أخرى',
  },
  dataNote: {
    text: `نحفظ اسمك ورقم هاتفك وبريدك الإلكتروني والحصة التي اخترتها لدى غوغل فايربيز لتنظيم حصتك التجريبية فقط، ونحذفها بعد ${months(privacyFacts.enquiryRetentionMonths)}.`,
    linkIntro: 'اطّلع على',
    linkOutro: '.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./trial-page')>;
