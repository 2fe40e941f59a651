/** Arabic words of the contact page; the gym's address, phone, e-mail and hours are facts (site-facts.ts). */

import type { ContactPageWords } from '../contact-types';
import type * as English from '../contact-words';
import { site } from '../site';
import type { TranslationOf } from '../translation';
import { dayRange } from './site-words';

export const contactPage: ContactPageWords = {
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

/** The hours line under its title: "من الاثنين إلى الجمعة، 07:30–01:00". */
export const contactHours = (first: string, last: string, opens: string, closes: string): string =>
  `${dayRange(first, last)}، ${opens}–${closes}`;

export type Complete = TranslationOf<typeof English, typeof import('./contact-words')>;
