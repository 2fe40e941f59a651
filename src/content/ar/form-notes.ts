/** Arabic: what a form says when it cannot send, before or without the site's JavaScript. */
import type * as English from '../form-notes';
import type { AppStartMessages } from '../form-notes';
import type { TranslationOf } from '../translation';

export const appStartMessages: AppStartMessages = {
  wait: 'لحظة من فضلك: الاستمارة ما زالت قيد التحميل. لم يُرسَل أيّ شيء، وما كتبته باقٍ كما هو.',
  failed: 'تعذّر تحميل الاستمارة، فلم يُرسَل أيّ شيء. أعد تحميل الصفحة لتحاول من جديد.',
};

/** Shown inside each form when JavaScript is off (the only one of these the app itself carries). */
export const FORM_NEEDS_SCRIPT_MESSAGE: string = 'تحتاج هذه الاستمارة إلى جافاسكريبت، وهي معطّلة في متصفّحك.';

export type Complete = TranslationOf<typeof English, typeof import('./form-notes')>;
