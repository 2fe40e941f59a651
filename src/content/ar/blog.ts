/** Arabic: the blog's seven posts, newest first (categories stay English: they are typed as identifiers). */
import boxingFootwork from '@/assets/images/blog/boxing-footwork-basics.svg?w=160;400;800&picture';
import crossfitAfterVacation from '@/assets/images/blog/crossfit-after-vacation.svg?w=160;400;800&picture';
import meetAmbassador from '@/assets/images/blog/meet-ambassador-hedi-mansour.svg?w=160;400;800&picture';
import proteinMyths from '@/assets/images/blog/protein-myths.svg?w=160;400;800&picture';
import tenMinuteMeditation from '@/assets/images/blog/ten-minute-meditation.svg?w=160;400;800&picture';
import summerHeat from '@/assets/images/blog/training-in-summer-heat.svg?w=160;400;800&picture';
import yogaForEveryone from '@/assets/images/blog/yoga-for-everyone.svg?w=160;400;800&picture';
import type * as English from '../blog';
import type { TranslationOf } from '../translation';
import type { BlogCategory, BlogDiscount, BlogPost } from '../types';

export const blogCategories: readonly BlogCategory[] = [
  'Body Building',
  'Boxing',
  'Crossfit',
  'Fitness',
  'Meditation',
  'Yoga',
];

export const blogPosts: readonly BlogPost[] = [
  {
    id: 'meet-ambassador-hedi-mansour',
    title: 'تعرّف على سفير اللياقة البدنية الهادي منصور',
    date: '2023-06-28',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Boxing', 'Crossfit'],
    summary: 'الهادي صيّاد من الميناء القديم، يتدرّب مع الفجر قبل أن يُبحر مركبه. إليك كيف يوفّق بين الاثنين.',
    text: 'انضمّ الهادي منصور إلى Rivage Gym قبل ثلاث سنوات ليعالج تيبّسًا في ظهره من كثرة سحب الشباك. واليوم يتدرّب على الملاكمة مرتين في الأسبوع، ويجري على الكورنيش أيام الأحد، ويستقبل كل وافد جديد في حصة الساعة 07:00. سألناه عمّا يجعله يعود في كل مرة.',
    image: meetAmbassador,
    imageAlt: 'رسم للهادي منصور وعلى صدره ميدالية',
    tags: ['المجتمع', 'التحفيز'],
  },
  {
    id: 'crossfit-after-vacation',
    title: 'العودة إلى الكروسفيت بعد العطلة',
    date: '2023-06-13',
    authorId: 'karim-trabelsi',
    categories: ['Crossfit', 'Fitness', 'Body Building', 'Yoga'],
    summary: 'أسبوعان من الراحة لا يعنيان ضياع ما حقّقته. ابدأ بأوزان أخفّ، وأتقن الحركة، وستعود إلى أرقامك خلال شهر.',
    text: 'بعد الانقطاع، تستعيد رئتاك لياقتهما أسرع من مفاصلك. في الأسبوع الأول، خفّف أوزانك المعتادة بمقدار الثلث، وأضف عشر دقائق من تمارين المرونة قبل كل حصة، واترك يوم راحة بين كل حصتين شاقّتين. وبحلول الأسبوع الثالث، يعود معظم الأعضاء إلى رفع ما كانوا يرفعونه قبل العطلة.',
    image: crossfitAfterVacation,
    imageAlt: 'رسم لرياضي يقفز على صندوق',
    tags: ['القوة', 'الاستشفاء', 'المرونة'],
  },
  {
    id: 'yoga-for-everyone',
    title: 'اليوغا للجميع في 2023',
    date: '2023-05-22',
    authorId: 'salma-ben-amor',
    categories: ['Yoga', 'Meditation', 'Fitness', 'Body Building'],
    summary: 'وركان متيبّسان، وكتفان مشدودتان، ورأس مزدحم بالأفكار: حصتنا المسائية لكل ذلك، ولا تتطلّب أي ليونة مسبقة.',
    text: 'لا تحتاج إلى لمس أصابع قدميك لتبدأ اليوغا. في حصتي الثلاثاء والسبت نستعمل المكعّبات والأحزمة حتى يكون لكل وضعية نسخة أسهل، ويخبرنا رافعو الأثقال أن تمارين القرفصاء صارت أريح لهم بعد شهر. أحضر الماء ومنشفة؛ أما البُسط فعندنا.',
    image: yogaForEveryone,
    imageAlt: 'رسم لثلاثة أشخاص في وضعيات يوغا',
    tags: ['المبتدئون', 'المرونة', 'العقلية'],
  },
  {
    id: 'training-in-summer-heat',
    title: 'التدريب حين تشتدّ حرارة المهدية',
    date: '2023-04-27',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Yoga', 'Meditation', 'Body Building'],
    summary: 'تدرّب باكرًا، واشرب قبل أن تعطش، وتعرّف على علامات الإنهاك الحراري.',
    text: 'ابتداءً من شهر ماي تشتدّ الحرارة بعد الظهر. انقل حصص الجري إلى ما قبل الساعة 09:00، واشرب نصف لتر من الماء قبل التدريب بساعة، وأضف رشّة ملح إن كنت تتعرّق كثيرًا. الدوار أو الصداع يعني أن تتوقّف وتبحث عن ظلّ وتبرّد جسمك: ليس ذلك ضعفًا، بل حكمة.',
    image: summerHeat,
    imageAlt: 'رسم لعدّاء تحت الشمس يحمل قارورة ماء',
    tags: ['الكارديو', 'الصيف', 'الاستشفاء'],
  },
  {
    id: 'ten-minute-meditation',
    title: 'عشر دقائق من التنفّس قبل العمل',
    date: '2023-04-03',
    authorId: 'salma-ben-amor',
    categories: ['Meditation', 'Yoga', 'Boxing'],
    summary: 'تمرين تنفّس قصير يهدّئ الذهن قبل يوم مزدحم، أو قبل نزال.',
    text: 'اجلس مستقيم الظهر، واستنشق وأنت تعدّ إلى أربعة، واحبس نفَسك أربع عدّات، ثم ازفر على ست. عشر دقائق من هذا التمرين تُبطئ نبضات قلبك وتشحذ تركيزك؛ ويلجأ إليه ملاكمونا قبل النزالات التدريبية. جرّبه في الغرفة الهادئة قبل أن تبدأ الحصص الصباحية.',
    image: tenMinuteMeditation,
    imageAlt: 'رسم لشخص يتأمّل داخل قرص مؤقّت',
    tags: ['العقلية', 'المبتدئون'],
  },
  {
    id: 'protein-myths',
    title: 'خرافات عن البروتين نسمعها كل أسبوع',
    date: '2023-03-08',
    authorId: 'karim-trabelsi',
    categories: ['Body Building', 'Crossfit', 'Boxing'],
    summary: 'لا تحتاج إلى مشروب بروتين بعد كل حصة. السمك والبيض واللبلابي تفي بالغرض.',
    text: 'معظم الأعضاء يتناولون ما يكفي من البروتين أصلًا. وزّعه على ثلاث وجبات، واجعل له نصيبًا في فطور الصباح، وفضّل ما هو محلّي ورخيص: السردين والبيض والحمّص والياغورت. المكمّلات الغذائية وسيلة مريحة، لا ضرورة.',
    image: proteinMyths,
    imageAlt: 'رسم لعلبة بروتين بجانب سمك وبيض',
    tags: ['التغذية', 'القوة'],
  },
  {
    id: 'boxing-footwork-basics',
    title: 'أساسيات حركة القدمين في الملاكمة',
    date: '2023-02-14',
    authorId: 'youssef-gharbi',
    categories: ['Boxing', 'Crossfit', 'Meditation'],
    summary: 'اللكمة الجيدة تبدأ من القدمين. ثلاثة تمارين تتدرّب عليها في البيت.',
    text: 'ابقَ على مقدّمة قدميك، وباعد بينهما بعرض الكتفين، ولا تجعلهما تتقاطعان أبدًا. تدرّب على خطوة الانزلاق إلى الأمام وإلى الخلف، ثم على الدوران حول قدمك الأمامية، ثم على تمرين السلّم ببطء. خمس دقائق يوميًا، وسترى الفرق في توازنك خلال الحصة.',
    image: boxingFootwork,
    imageAlt: 'رسم لملاكم يتحرّك على مقدّمة قدميه',
    tags: ['المبتدئون', 'الكارديو'],
  },
];

/** The three posts the home page features, in the order the spec lists them. */
export const homeBlogPostIds = [
  'yoga-for-everyone',
  'crossfit-after-vacation',
  'meet-ambassador-hedi-mansour',
] as const;

export function blogPostById(id: string): BlogPost {
  const post = blogPosts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No blog post with id "${id}"`);
  return post;
}

/** The sidebar banner: 34% off. */
export const blogDiscount: BlogDiscount = {
  percent: 34,
  label: 'تخفيض مباشر',
  terms: 'على الشهر الأول من أي اشتراك.',
};

export type Complete = TranslationOf<typeof English, typeof import('./blog')>;
