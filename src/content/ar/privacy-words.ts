/** The privacy policy's words in Arabic, in plain words; the gym-specific facts come from privacy-facts.ts. */

import { type DatabaseRegion, type LegalForm, type PrivacySectionId, privacyFacts } from '../privacy-facts';
import type * as English from '../privacy-words';
import { site } from '../site';
import type { TranslationOf } from '../translation';
import type { PrivacyPolicyWords, WordsById } from '../types';

/** The controller's registered name with its legal form, as this language writes the form. */
export const legalForms: WordsById<LegalForm, (name: string) => string> = {
  SARL: (name) => `شركة ${name} ذات المسؤولية المحدودة`,
};

/** Where the database is, by its Google Cloud region. */
export const databaseLocations: WordsById<DatabaseRegion, string> = {
  'europe-west1': 'الاتحاد الأوروبي (منطقة europe-west1 من غوغل كلاود، في بلجيكا)',
};

const { inpdpDeclarationNumber, enquiryRetentionMonths, accountDeletionDays, replyWithinDays, adultAge } = privacyFacts;
const controller = legalForms[privacyFacts.controller.legalForm](privacyFacts.controller.name);
const databaseLocation = databaseLocations[privacyFacts.databaseRegion];

/** "n months" or "n days", with the noun form Arabic grammar gives each number. */
function counted(count: number, noun: { one: string; two: string; few: string; many: string; hundreds: string }) {
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} ${noun.few}`;
  return `${count} ${lastTwo >= 11 ? noun.many : noun.hundreds}`;
}
const months = (count: number) =>
  counted(count, { one: 'شهر واحد', two: 'شهرين', few: 'أشهر', many: 'شهرًا', hundreds: 'شهر' });
const days = (count: number) =>
  counted(count, { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', hundreds: 'يوم' });

export const privacyPolicyWords: PrivacyPolicyWords<PrivacySectionId> = {
  title: 'سياسة الخصوصية',
  description: `ما الذي يحتفظ به ${site.name} عندما تنشئ حسابًا أو ترسل استفسارًا، ولماذا، وأين يُخزَّن، وإلى متى، وكيف تمارس حقوقك وفق القانون التونسي.`,
  intro: `توضّح هذه الصفحة المعطيات الشخصية التي يحتفظ بها ${site.name} عنك عبر هذا الموقع، ولماذا، وإلى متى نحتفظ بها، وما يمكنك أن تطلبه منّا بشأنها. وهي تخصّ أمرين فقط: الحساب الذي قد تنشئه، والاستفسارات التي ترسلها عبر استمارة الاتصال.`,
  sections: {
    'privacy-controller': {
      title: 'من المسؤول عن معطياتك',
      paragraphs: [
        `${controller}، التي تدير ${site.name} في ${site.town}، هي المسؤولة عن معطياتك الشخصية («المسؤول عن المعالجة»). لأيّ سؤال بشأنها، راسلنا أو اتصل بنا:`,
      ],
    },
    'privacy-collected': {
      title: 'ما الذي نجمعه ولماذا',
      paragraphs: [
        'لا نجمع إلا ما تكتبه بنفسك في استماراتنا، ولا نستعمله إلا للغرض المذكور هنا. لا نبيعه أبدًا، ولا نستعمله للإشهار، ولا نشاركه مع أيّ طرف باستثناء غوغل فايربيز، التي تخزّنه لحسابنا.',
      ],
      points: [
        {
          term: 'حسابك',
          text: 'إذا أنشأت حسابًا، تحتفظ خدمة المصادقة في فايربيز بعنوان بريدك الإلكتروني، وبكلمة مرورك في شكل بصمة مشفّرة (صيغة مموّهة لا يمكن إرجاعها إلى كلمة المرور)، وبتاريخ إنشاء الحساب وتاريخ آخر تسجيل دخول. نستعملها لتمكينك من تسجيل الدخول، ولا شيء غير ذلك.',
        },
        {
          term: 'ملفّك كمنخرط',
          text: 'وثيقة تحمل معرّف حسابك تضمّ قائمة الحصص التي تحفظها، وتكون فارغة في البداية. بفضلها يتذكّر الموقع حصصك من زيارة إلى أخرى.',
        },
        {
          term: 'استفساراتك',
          text: 'عندما ترسل استمارة الاتصال، نحفظ اسمك وعنوان بريدك الإلكتروني والحصة التي اخترتها وتعليقك ووقت الإرسال، حتى يتمكّن أحد المدرّبين من الردّ عليك.',
        },
      ],
    },
    'privacy-where': {
      title: 'أين تُعالَج معطياتك',
      paragraphs: [
        `نستعمل غوغل فايربيز، وهي خدمة تابعة لشركة غوغل، لتشغيل الحسابات وتخزين الاستفسارات، لذا تُعالَج معطياتك على خوادم غوغل خارج تونس. توجد قاعدة البيانات في ${databaseLocation}؛ وقد تعالج خدمة المصادقة في فايربيز معطيات الحسابات في الولايات المتحدة وفي بلدان أخرى تنشط فيها غوغل. ولا تتصرّف غوغل في هذه المعطيات إلا وفق تعليماتنا، وطبقًا لشروط فايربيز.`,
        'وكما هو الحال مع أيّ موقع، ترى الخوادم التي توصل إليك هذه الصفحات (خدمة الاستضافة في فايربيز، وهي أيضًا من غوغل) عنوان بروتوكول الإنترنت الخاصّ بك ونوع متصفّحك، لكي تتمكّن من إرسالها إليك. ونحن لا نحتفظ بهذه المعلومات ولا نطّلع عليها.',
      ],
    },
    'privacy-retention': {
      title: 'إلى متى نحتفظ بها',
      paragraphs: [],
      points: [
        {
          term: 'الاستفسارات',
          text: `تُحذف بعد ${months(enquiryRetentionMonths)} من إرسالها، أو قبل ذلك إن طلبت.`,
        },
        {
          term: 'حسابك وملفّك كمنخرط',
          text: `نحتفظ بهما ما دام لديك حساب. وعندما تطلب منّا إغلاقه، نحذف الحساب وملفّه خلال ${days(accountDeletionDays)}.`,
        },
      ],
    },
    'privacy-protection': {
      title: 'كيف نحميها',
      paragraphs: [],
      points: [
        { term: 'التشفير', text: 'كلّ صفحة وكلّ طلب يُرسَل إلى فايربيز يمرّ عبر اتصال مشفّر (HTTPS).' },
        {
          term: 'وصول مقيَّد',
          text: 'تضمن قواعد الأمان في فايرستور ألّا يستطيع أحد أن يقرأ من المتصفّح ملفّ منخرط آخر أو أيّ استفسار: فالمنخرط الذي سجّل دخوله لا يقرأ إلا ملفّه. ولا يطّلع على الاستفسارات وقائمة الحسابات إلا فريق النادي، بعد تسجيل الدخول إلى لوحة تحكّم فايربيز بحساب غوغل الخاصّ بكلّ واحد منهم.',
        },
        {
          term: 'كلمات المرور',
          text: 'لا يرى النادي كلمة مرورك أبدًا. لا تحتفظ فايربيز إلا ببصمتها المشفّرة، ولا يمكن لأحد أن يستخرج منها كلمة المرور.',
        },
      ],
    },
    'privacy-rights': {
      title: 'حقوقك',
      paragraphs: [
        'يمنحك القانون الأساسي عدد 63 لسنة 2004 المؤرّخ في 27 جويلية 2004 والمتعلّق بحماية المعطيات الشخصية الحقوق التالية على المعطيات التي نحتفظ بها عنك:',
      ],
      points: [
        { term: 'النفاذ', text: 'أن تسأل عن المعطيات التي نحتفظ بها عنك، وأن تحصل على نسخة منها.' },
        { term: 'التصحيح', text: 'أن تطلب تصحيح المعطيات الخاطئة أو استكمال الناقصة منها.' },
        { term: 'الاعتراض', text: 'أن تعترض، لسبب مشروع، على استعمالنا لمعطياتك.' },
        { term: 'الحذف', text: 'أن تطلب حذف حسابك وملفّك كمنخرط واستفساراتك.' },
      ],
      closing: `لممارسة أيّ من هذه الحقوق، راسلنا عبر البريد الإلكتروني أو البريد العادي وحدِّد الحقّ الذي تريد ممارسته؛ وإن كان الأمر يخصّ حسابك، فراسلنا من عنوان البريد الإلكتروني المرتبط به حتى نتأكّد من أنه لك. نجيبك خلال ${days(replyWithinDays)}، مجّانًا.`,
    },
    'privacy-inpdp': {
      title: 'تصريحنا لدى الهيئة الوطنية لحماية المعطيات الشخصية',
      paragraphs: [
        `صرّح ${site.name} بهذه المعالجة للمعطيات الشخصية لدى الهيئة الوطنية لحماية المعطيات الشخصية، السلطة التونسية المختصّة بحماية المعطيات، تحت عدد ${inpdpDeclarationNumber}. وإن رأيت أننا لم نحترم حقوقك، يمكنك تقديم شكوى إلى الهيئة.`,
      ],
    },
    'privacy-age': {
      title: 'الحسابات مخصّصة للبالغين',
      paragraphs: [
        `يجب أن يكون عمرك ${adultAge} سنة أو أكثر لإنشاء حساب. ولا يمكن لمن هو أصغر سنًّا أن يمتلك حسابًا إلا بموافقة أحد والديه أو وليّه، الذي يمكنه أيضًا ممارسة الحقوق المذكورة أعلاه نيابةً عنه.`,
      ],
    },
    'privacy-cookies': {
      title: 'لا ملفّات تعريف ارتباط ولا تتبّع',
      paragraphs: [
        'لا يضع هذا الموقع أيّ ملفّات تعريف ارتباط (كوكيز)، ولا يستعمل أيّ أداة لتحليل الزيارات أو للإشهار أو للتتبّع مهما كان نوعها. عندما تسجّل دخولك، تحفظ خدمة المصادقة في فايربيز جلستك في مساحة التخزين المحلّية لمتصفّحك، حتى تبقى متّصلًا بين زيارة وأخرى؛ وتسجيل الخروج يحذفها.',
        'في صفحتي إنشاء الحساب وتسجيل الدخول، وعند إرسالك استفسارًا، وطوال مدّة تسجيل دخولك، تحفظ فايربيز أيضًا في مساحة تخزين متصفّحك (IndexedDB) سجلًّا صغيرًا بالأيام التي اشتغلت فيها برمجيّاتها على هذا الموقع وبرقم إصدارها، وترسله إلى غوغل مع طلباتها. ولا يتضمّن هذا السجلّ أيّ شيء يكشف هويّتك.',
        'الخريطة في صفحة الاتصال مصدرها أوبن ستريت ماب: يحمّلها متصفّحك من openstreetmap.org عندما تصل إليها أثناء التمرير، فيتلقّى أوبن ستريت ماب عندها عنوان بروتوكول الإنترنت الخاصّ بك، وفق سياسة الخصوصية الخاصّة به.',
      ],
    },
  },
  contactLabels: { address: 'العنوان', email: 'البريد الإلكتروني', phone: 'الهاتف' },
  pointTerm: (term) => `${term}:`,
  controllerAddress: (name, address) => `${name}، ${address}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./privacy-words')>;
