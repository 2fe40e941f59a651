/** Arabic words of the front desk's inbox (/desk, staff only). */
import type * as English from '../desk-inbox';
import type { DeskInboxContent } from '../desk-inbox';
import type { TranslationOf } from '../translation';

export const deskInbox: DeskInboxContent = {
  heading: 'صندوق الوارد',
  titleWithCount: (count, title) => `(${count}) ${title}`,
  filters: { label: 'عرض', status: 'الحالة', kind: 'النوع', all: 'الكل' },
  statuses: {
    new: 'جديد',
    contacted: 'تم التواصل',
    'trial-booked': 'حُجزت الحصة التجريبية',
    joined: 'انضمّ',
    lost: 'لم ينضمّ',
  },
  kinds: { enquiry: 'استفسار', trial: 'طلب حصة تجريبية' },
  loading: 'جارٍ تحميل صندوق الوارد…',
  loadingMore: 'جارٍ تحميل المزيد…',
  empty: 'لا توجد استفسارات ولا طلبات حصص تجريبية بعد.',
  emptyFiltered: 'لا شيء يطابق هذه المرشّحات.',
  failures: {
    network: 'تعذّر تحميل صندوق الوارد: فشل الاتصال. تحقّق منه ثم أعد المحاولة.',
    unavailable: 'تعذّر تحميل صندوق الوارد: لم تُجب الخدمة في الوقت المناسب. يُرجى إعادة المحاولة.',
    rejected: 'رُفض تحميل صندوق الوارد: ربما فقد هذا الحساب دور فريق العمل. سجّل الدخول من جديد ثم أعد المحاولة.',
  },
  retry: 'إعادة المحاولة',
  showMore: 'عرض المزيد',
  shown: (count) => `المعروض: ${count}`,
  item: {
    received: (when) => `وصل في ${when}`,
    language: 'اللغة',
    className: 'الحصة',
    noClass: 'لم يختر',
    session: 'الموعد',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    noEmail: 'لم يُذكر',
    comment: 'الرسالة',
    noComment: 'لا رسالة',
    replies: (language) => `الرد (مكتوب باللغة: ${language})`,
    whatsApp: 'واتساب',
    call: 'اتصال',
    writeEmail: 'بريد إلكتروني',
  },
  answer: {
    status: 'الحالة',
    note: 'ملاحظة',
    noteCounter: (used, max) => `${used} من ${max} حرفًا`,
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    saved: 'تم الحفظ.',
    failed: 'لم يُحفظ: فشل الاتصال أو الخدمة. تغييراتك محفوظة هنا؛ أعد المحاولة.',
    trialPlaceBack: 'إذا وُضعت عليه علامة «لم ينضمّ» أو حُذف، يعيد هذا الطلب مكانه في الحصة فورًا: لا حاجة لأي شيء آخر.',
  },
  removal: {
    delete: 'حذف',
    confirm: (name) => `حذف طلب ${name} نهائيًا؟ لا يمكن التراجع عن ذلك.`,
    confirmDelete: 'نعم، احذف',
    cancel: 'إلغاء',
    deleting: 'جارٍ الحذف…',
    failed: 'لم يُحذف: فشل الاتصال أو الخدمة. أعد المحاولة.',
    deleted: (name) => `حُذف طلب ${name}.`,
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-inbox')>;
