/** Arabic: the About page, who the gym is and how it grew from a harbour warehouse to the seafront. */
import history1 from '@/assets/images/about/history-1.svg?w=400;800&vector&picture';
import history2 from '@/assets/images/about/history-2.svg?w=400;800&vector&picture';
import history3 from '@/assets/images/about/history-3.svg?w=400;800&vector&picture';
import history4 from '@/assets/images/about/history-4.svg?w=400;800&vector&picture';
import illustration from '@/assets/images/about/illustration.svg?w=400;800&vector&picture';
import type * as English from '../about';
import type { TranslationOf } from '../translation';
import type { AboutContent } from '../types';

export const about: AboutContent = {
  title: 'من نحن',
  description:
    'تعرّف على Rivage Gym، النادي الرياضي المجتمعي على الواجهة البحرية في المهدية: قصّتنا ومدرّبونا وطريقتنا في التدريب.',
  intro: {
    eyebrow: 'من نحن',
    headline: 'نمنحك القوّة والصحّة',
    paragraphs: [
      'Rivage Gym نادٍ رياضي مجتمعي على الواجهة البحرية في المهدية. يُعِدّ لك مدرّبونا وأخصائيو التغذية عندنا برنامج تدريب وتغذية على مقاسك، ثم يتدرّبون إلى جانبك حتى تبلغ أهدافك.',
      'أخبرنا بما تطمح إليه، سواء كان خسارة الوزن أو استعادة قوّتك بعد إصابة أو خوض أول سباق جري في حياتك، وسنجمع لك الحصص والمتابعة والوجبات التي توصلك إلى هدفك. المبتدئون مرحّب بهم تمامًا كالمتسابقين: فكلّ من هنا بدأ بحصة واحدة.',
    ],
    action: 'اتصل بنا',
    illustration,
    illustrationAlt:
      'ثلاثة أعضاء يتدرّبون أمام شمس حمراء تغرب فوق البحر: رافع أثقال يحمل قضيب الأثقال فوق رأسه، وعلى أحد جانبيه متدرّب يؤرجح ثقل الكيتلبل، وعلى الجانب الآخر عدّاء',
  },
  history: {
    eyebrow: 'منذ 2012',
    title: 'قصّتنا',
    panels: [
      {
        id: 'warehouse',
        period: '2012',
        title: 'مخزن على الميناء',
        text: 'انطلق Rivage Gym في مخزن قديم لأحد الصيادين قرب ميناء المهدية. هناك أصلحت عائلة كريم الطرابلسي الشباك جيلين متتاليين؛ ولمّا انتقلت المراكب إلى الرصيف الجديد، كنس الأرضية، وترك شبكة معلّقة على الحائط فألًا حسنًا، وفتح الأبواب لكل من يرغب في التدريب.',
        image: history1,
        imageAlt: 'مخزن رمادي على الميناء، على جداره شبكة صيد معلّقة، وبجانبه قارب صيد راسٍ',
      },
      {
        id: 'first-barbell',
        period: '2013',
        title: 'قضيب أثقال واحد وأبواب مفتوحة',
        text: 'كان أول عتادنا قضيب أثقال واحدًا، وأقراصًا اشتريناها مستعملة من نادٍ لرفع الأثقال في سوسة، وخطًّا من الطباشير على أرضية الإسمنت. كان الصيادون يتدرّبون قبل الفجر والتلاميذ بعد الدراسة، وفي أمسيات الصيف تبقى الأبواب الكبيرة مفتوحة ليُنعش نسيمُ البحر القاعة.',
        image: history2,
        imageAlt: 'رافع أثقال يرفع قضيب الأثقال عن الأرض عند باب المخزن المفتوح',
      },
      {
        id: 'running-club',
        period: '2016',
        title: 'نادي الجري على الكورنيش',
        text: 'أطلق يوسف الغربي جولة جري مجانية صباح كل أحد على الكورنيش، للأعضاء وأصدقائهم. صار العدّاؤون الأربعة أربعين، وأنهى كثيرون منهم نصف ماراثون الساحل معًا، وما زالت المجموعة تنطلق كل أسبوع من عند المنارة.',
        image: history3,
        imageAlt: 'أربعة عدّائين على الكورنيش عند الغروب، والبحر من خلفهم',
      },
      {
        id: 'seafront',
        period: 'اليوم',
        title: 'واجهة زجاجية على البحر',
        text: 'في 2019 انتقلنا بضعة شوارع إلى قاعة مضيئة تطلّ على البحر، فيها متّسع للحصص كل أيام الأسبوع. جاءتنا سلمى بن عمر باليوغا والتأمل، وافتُتح ركن التغذية، وصارت شبكة المخزن معلّقة قرب مكتب الاستقبال. وما زالت الأبواب مفتوحة للجميع.',
        image: history4,
        imageAlt:
          'الواجهة الزجاجية للنادي، وفي الداخل أعضاء يرفعون الأثقال ويتدرّبون على الملاكمة ويؤدّون القفز النجمي تحت شعار الشمس الحمراء',
      },
    ],
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./about')>;
