/** Arabic: what every account form says about the e-mail address, the password and the account service. */

import type * as English from '../account-messages';
import type { AccountMessagesContent } from '../account-messages';
import type { TranslationOf } from '../translation';

export const accountMessages: AccountMessagesContent = {
  emptyEmail: 'أدخل بريدك الإلكتروني.',
  invalidEmail: 'لا يبدو هذا عنوان بريد إلكتروني. تحقّق منه: يجب أن يكون على شكل name@example.com.',
  blankPassword: 'لا يمكن أن تتكوّن كلمة المرور من مسافات فقط. اختر كلمة مرور فيها حروف أو أرقام أو رموز.',
  service: {
    network: 'تعذّر الاتصال بخدمة الحسابات. تحقّق من اتصالك بالإنترنت، ثم أعد المحاولة.',
    'too-many-requests': 'محاولات كثيرة متتالية. يُرجى الانتظار بضع دقائق، ثم إعادة المحاولة.',
    'user-disabled': 'تم تعطيل هذا الحساب. يُرجى الاتصال بالنادي لإعادة تفعيله.',
    unavailable: 'الحسابات غير متاحة حاليًا. يُرجى إعادة المحاولة لاحقًا.',
    unknown: 'حدث خلل من جهتنا. يُرجى إعادة المحاولة.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./account-messages')>;
