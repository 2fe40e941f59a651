/** Arabic words of the not-found page, shown for every unknown address. */
import type * as English from '../not-found';
import type { NotFoundContent } from '../not-found';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const notFound: NotFoundContent = {
  title: 'الصفحة غير موجودة',
  description: `هذه الصفحة غير موجودة على موقع ${site.name}. إليك أهمّ صفحات الموقع.`,
  code: '404',
  headline: 'أخطأت التمرين؟ يحدث هذا لأفضلنا.',
  explanation: 'لم نعثر على هذه الصفحة. ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة إلى مكان آخر.',
  home: 'العودة إلى الصفحة الرئيسية',
  linksHeading: 'جرّب إحدى هذه الصفحات',
  askHeading: 'ما زلت تبحث؟ اسألنا',
};

export type Complete = TranslationOf<typeof English, typeof import('./not-found')>;
