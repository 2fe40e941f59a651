/** Arabic: the contact page's own words (address, phone, e-mail and hours come from site.ts, the form's words from enquiry-form.ts). */

import type * as English from '../contact';
import { site } from '../site';
import type { TranslationOf } from '../translation';
import type { ContactPageContent } from '../types';

export const contactPage: ContactPageContent = {
  title: 'اتصل بنا',
  description: `زُر ${site.name} على الواجهة البحرية في ${site.town}، أو اتصل بنا أو راسلنا، أو اترك لنا بياناتك وسنعاود الاتصال بك.`,
  eyebrow: 'تواصل معنا',
  headline: 'تعال وتدرّب معنا على شاطئ البحر',
  intro:
    'مُرّ بنا لجولة مجانية في النادي، أو اتصل بمكتب الاستقبال، أو اترك لنا بياناتك أدناه. أخبرنا بالحصة التي تفكّر فيها، وسيتواصل معك أحد المدرّبين ليحدّد معك موعد حصتك الأولى.',
  formTitle: 'اترك لنا بياناتك',
  formIntro: 'الحقول المعلَّمة بعلامة * إلزامية. لا نستعمل بياناتك إلا للردّ عليك.',
  nextSteps:
    'سيردّ عليك أحد مدرّبينا عبر البريد الإلكتروني خلال يوم عمل واحد (من الاثنين إلى الجمعة) لترتيب حصتك الأولى. وإن اخترت حصة، فسيقترح عليك أقرب موعد لها فيه مكان شاغر.',
  info: { visit: 'زُرنا', hours: 'أوقات العمل', reach: 'اتصل بنا أو راسلنا', follow: 'تابعنا' },
  mapHeading: 'أين تجدنا',
  mapLink: 'افتح الخريطة على أوبن ستريت ماب',
  opensInNewTab: '(تُفتح في علامة تبويب جديدة)',
  mapTitle: `خريطة موقع ${site.name} على الواجهة البحرية في ${site.town}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./contact')>;
