/** Arabic: every word of the contact page's enquiry form, from its labels to what it says once sent. */

import { formatCount, pluralCategory } from '@/i18n/format';
import type * as English from '../enquiry-form';
import type { EnquiryFormContent } from '../enquiry-form';
import type { TranslationOf } from '../translation';

const n = formatCount;
const EVERYTHING_KEPT = '. كلّ ما كتبته ما زال في الاستمارة.';

/**
 * "حرف واحد", "حرفان", "5 أحرف", "12 حرفًا", "1.000 حرف": the counted noun agrees with the number.
 * The dual is "حرفان" as a subject, "حرفين" after a verb or a preposition.
 */
function characters(value: number, dual: 'حرفان' | 'حرفين' = 'حرفان'): string {
  switch (pluralCategory(value)) {
    case 'one':
      return 'حرف واحد';
    case 'two':
      return dual;
    case 'few':
      return `${n(value)} أحرف`;
    case 'many':
      return `${n(value)} حرفًا`;
    default:
      return `${n(value)} حرف`;
  }
}

/** "رسالة واحدة", "رسالتين", "5 رسائل", "12 رسالةً": the object of a verb, agreeing with the number. */
function messages(value: number): string {
  switch (pluralCategory(value)) {
    case 'one':
      return 'رسالة واحدة';
    case 'two':
      return 'رسالتين';
    case 'few':
      return `${n(value)} رسائل`;
    case 'many':
      return `${n(value)} رسالةً`;
    default:
      return `${n(value)} رسالة`;
  }
}

export const enquiryForm: EnquiryFormContent = {
  fields: {
    name: { label: 'الاسم الكامل', placeholder: 'الاسم الكامل *' },
    email: { label: 'البريد الإلكتروني', placeholder: 'البريد الإلكتروني *' },
    className: { label: 'الحصة', none: 'اختر حصة' },
    comment: { label: 'تعليقك', placeholder: 'أهدافك، أسئلتك، أو الوقت المناسب للاتصال بك' },
    website: { label: 'اترك هذا الحقل فارغًا' },
  },
  commentLeft: (left, limit) => `${left === 0 ? 'لم يبقَ أيّ حرف' : `بقي ${characters(left)}`} من أصل ${n(limit)}`,
  commentOver: (over, limit) => `${characters(over)} زيادةً على الحدّ الأقصى البالغ ${characters(limit, 'حرفين')}`,
  commentOverAlert: (limit) => `تجاوز تعليقك الحدّ الأقصى البالغ ${characters(limit, 'حرفين')}.`,
  sending: 'جارٍ إرسال رسالتك…',
  submit: 'أرسل الآن',
  busy: 'جارٍ الإرسال…',
  tryAgain: 'أعد المحاولة',
  errors: {
    emptyName: 'أدخل اسمك الكامل.',
    nameTooLong: (maxLength) => `اختصر اسمك إلى ${characters(maxLength, 'حرفين')} أو أقلّ.`,
    nameHasControlCharacters: 'يحتوي اسمك على فاصل أسطر أو محرف تحكّم غير مرئي آخر. اكتبه في سطر واحد بدل لصقه.',
    nameHasDirectionControls: 'يحتوي اسمك على محارف غير مرئية تغيّر اتجاه النص. اكتبه بنفسك بدل لصقه.',
    emptyEmail: 'أدخل بريدك الإلكتروني.',
    emailTooLong: (maxLength) => `عنوان البريد الإلكتروني هذا يتجاوز ${characters(maxLength, 'حرفين')}.`,
    invalidEmail: 'أدخل عنوان بريد إلكتروني صحيحًا، مثل name@example.com.',
    commentTooLong: (maxLength, length) =>
      `اختصر تعليقك إلى ${characters(maxLength, 'حرفين')} أو أقلّ (يضمّ حاليًا ${characters(length, 'حرفين')}).`,
  },
  failure: {
    network: {
      title: 'لم تُرسَل رسالتك: تعذّر الاتصال بخادمنا.',
      phone: { before: 'تحقّق من اتصالك بالإنترنت ثم أعد المحاولة، أو اتصل بنا على الرقم ', after: EVERYTHING_KEPT },
    },
    unavailable: {
      title: 'لم تُرسَل رسالتك: خدمة الاستفسارات غير متاحة حاليًا.',
      beforePhone: 'يُرجى إعادة المحاولة لاحقًا، أو الاتصال بنا على الرقم ',
      betweenPhoneAndEmail: ' أو مراسلتنا على ',
      after: EVERYTHING_KEPT,
    },
    rejected: {
      title: 'لم يقبل خادمنا رسالتك.',
      email: { before: 'تحقّق من بياناتك ثم أعد المحاولة، أو راسلنا مباشرةً على ', after: EVERYTHING_KEPT },
    },
    limit: {
      title: (perHour) => `لم تُرسَل رسالتك: نقبل ${messages(perHour)} في الساعة على الأكثر من المتصفّح نفسه.`,
      phone: { before: 'اتصل بنا على الرقم ', after: `، أو أعد إرسالها بعد ساعة${EVERYTHING_KEPT}` },
    },
  },
  sent: {
    heading: 'شكرًا لك، وصلتنا رسالتك',
    writeTo: { before: 'سنراسلك على ', after: '.' },
    another: 'أرسل رسالة أخرى',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./enquiry-form')>;
