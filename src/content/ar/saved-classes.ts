/** Arabic words of saving classes: the Save control, and what the site says when a save or removal succeeds or fails. */
import type * as English from '../saved-classes';
import type { SavedClassesContent } from '../saved-classes';
import type { TranslationOf } from '../translation';

export const savedClassesWords: SavedClassesContent = {
  saveLabel: (slotName) => `احفظ ${slotName}`,
  slotName: ({ className, weekday, start }) => `حصة ${className} يوم ${weekday} على الساعة ${start}`,
  scheduleHint: 'علامة الحفظ بجانب كلّ حصة تضيفها إلى «أسبوعي»، جدولك الخاصّ. كلّ ما تحتاجه حساب مجّاني.',
  saved: (slotName) => `تمّ حفظ ${slotName} في «أسبوعي».`,
  removed: (slotName) => `لم تعد ${slotName} ضمن «أسبوعي».`,
  seeMyWeek: 'اطّلع على «أسبوعي»',
  saveFailed: (slotName) => `لم يتمّ حفظ ${slotName}:`,
  removeFailed: (slotName) => `لم يتمّ حذف ${slotName}:`,
  loadFailed: 'تعذّر تحميل حصصك المحفوظة:',
  failureReasons: {
    network: 'لم نتمكّن من الاتصال بخادمنا. تحقّق من اتصالك بالإنترنت، ثم أعد المحاولة.',
    unavailable: 'خدمة المنخرطين لا تستجيب حاليًا. يُرجى إعادة المحاولة بعد قليل.',
    rejected: 'رُفض التغيير. أعد تحميل الصفحة، ثم حاول مجدّدًا.',
  },
  lateSaved: (slotName) => `تمّ حفظ ${slotName} في «أسبوعي» في النهاية، بعد أن تأخّر خادمنا في تأكيد ذلك.`,
  lateRemoved: (slotName) => `لم تعد ${slotName} ضمن «أسبوعي» في النهاية، بعد أن تأخّر خادمنا في تأكيد ذلك.`,
  saveUnconfirmed: (slotName) =>
    `لم نتمكّن من التأكّد من حفظ ${slotName}: تأخّرت خدمة المنخرطين في الردّ. إن اكتمل الحفظ رغم ذلك، ستعرضه هذه الصفحة.`,
  removeUnconfirmed: (slotName) =>
    `لم نتمكّن من التأكّد من حذف ${slotName}: تأخّرت خدمة المنخرطين في الردّ. إن اكتمل الحذف رغم ذلك، ستعرضه هذه الصفحة.`,
  signInToSave: (slotName) => `سجّل دخولك لحفظ ${slotName} في «أسبوعي». ستعود مباشرةً إلى حيث كنت.`,
  signUpToSave: (slotName) => `أنشئ حسابًا مجّانيًا لحفظ ${slotName} في «أسبوعي». ستعود مباشرةً إلى حيث كنت.`,
  retry: 'حاول مجدّدًا',
  dismiss: 'أغلق هذه الرسالة',
};

export type Complete = TranslationOf<typeof English, typeof import('./saved-classes')>;
