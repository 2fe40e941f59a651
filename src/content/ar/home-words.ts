/** Arabic words of the home page's first four sections (hero to BMI calculator). */

import type { HighlightId, PointId } from '../home-facts';
import type { HeroWords, SectionIntro, WhoWeAreWords, WhyChooseUsWords } from '../home-types';
import type * as English from '../home-words';
import type { TranslationOf } from '../translation';

/** The home page's description for search results and share cards (its title is the site's), from the lowest plan price. */
export const homeDescription = (lowestPrice: number): string =>
  `Rivage Gym، النادي الرياضي للجميع على كورنيش المهدية: جدول حصص أسبوعي كامل، ومدرّبون خبراء، واشتراكات ابتداءً من ${lowestPrice} د.ت في الشهر.`;

/** The hero's line under its intro: where the gym is and what it costs from. */
export const heroWhere = (lowestPrice: number): string =>
  `على كورنيش المهدية · اشتراكات ابتداءً من ${lowestPrice} د.ت في الشهر`;

export const hero: HeroWords = {
  tag: 'اكتشف طاقتك',
  headline: 'اصنع لنفسك جسمًا رشيقًا ومتناسقًا',
  intro: 'حصص من الصباح إلى المساء، ومدرّبون يعرفونك باسمك، ونسيم البحر يدخل من النوافذ. تعال وتمرّن معنا.',
  action: 'اكتشف حصصنا',
  trialAction: 'احجز حصة تجريبية مجانية',
  share: 'شارك',
  imageAlt: 'رافع أثقال يحمل قضيبًا فوق رأسه أمام شمس حمراء',
};

export const aboutIntro: SectionIntro = {
  eyebrow: 'عن النادي',
  title: 'كلّ ما تحتاجه تحت سقف واحد',
};

export const whoWeAre: WhoWeAreWords<PointId> = {
  eyebrow: 'من نحن',
  title: 'نادٍ رياضي للجميع على كورنيش المهدية',
  intro:
    'في Rivage Gym، يتمرّن صيّادو السمك والطلبة والمعلّمون والمتقاعدون جنبًا إلى جنب في القاعة نفسها. سواء كنت تتعلّم أوّل تمرين قرفصاء في حياتك أو تستعيد لياقتك بعد شتاء طويل، ستجد مدرّبًا يعرف اسمك وهدفك.',
  points: {
    trainer: {
      title: 'مدرّبون محترفون',
      text: 'مدرّبون مؤهَّلون في تمارين القوّة والكروسفيت واليوغا والملاكمة.',
    },
    equipment: {
      title: 'معدّات حديثة',
      text: 'حوامل للأثقال، وأوزان حرّة، وأثقال الكيتلبل، نتفقّدها كلّ أسبوع.',
    },
    machine: {
      title: 'أجهزة رياضية متطوّرة',
      text: 'أجهزة تجديف ودرّاجات ثابتة ومحطّات كابلات، كلّها مطلّة على البحر.',
    },
  },
  action: 'اكتشف النادي',
};

export const whyChooseUs: WhyChooseUsWords<HighlightId> = {
  eyebrow: 'لماذا تختارنا',
  title: 'برنامج على مقاسك',
  intro:
    'يُعدّ لك مدرّبونا وأخصّائيو التغذية لدينا برنامجًا شخصيًا للتمارين والتغذية يساعدك على بلوغ أهدافك، ثم يراجعونه معك كلّما تقدّمت.',
  thumbnailAlt: 'منخرط يقفز فوق صندوق في قاعة التدريب، وأثقال الكيتلبل على الأرض',
  highlights: {
    assessment: {
      title: 'تقييم أوّلي',
      text: 'قياسات، وفحص لطريقة حركتك، وحديث عن أهدافك.',
    },
    plan: { title: 'برنامج تدريب خاصّ بك', text: 'حصص تتلاءم مع أسبوعك، نعدّلها كلّ شهر.' },
    nutrition: { title: 'نصائح غذائية', text: 'وجبات تطبخها في البيت، لا مساحيق تشتريها.' },
    classes: { title: 'جدول حصص كامل', text: 'من ركوب الدراجات على الساعة 09:00 إلى فنون القتال في المساء.' },
  },
  action: 'اكتشف حصصنا',
};

export const bmiIntro: SectionIntro = {
  eyebrow: 'اعرف جسمك',
  title: 'حاسبة مؤشّر كتلة الجسم',
  intro:
    'يقارن مؤشّر كتلة الجسم بين وزنك وطولك. هو فحص أوّلي تقريبي لا حكم نهائي: فهو لا يفرّق بين العضلات والدهون، لذا اطلب من أحد المدرّبين أن يقرأه معك.',
};

export type Complete = TranslationOf<typeof English, typeof import('./home-words')>;
