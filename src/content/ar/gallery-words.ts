/** Arabic alt texts of the gallery's images, by image number. */
import type { GalleryImageId } from '../gallery-facts';
import type * as English from '../gallery-words';
import type { TranslationOf, WordsById } from '../translation';

export const galleryImageAlts: WordsById<GalleryImageId, string> = {
  1: 'أثقال يدوية سداسية الأضلاع على رفّ بطابقين تحت أضواء القاعة',
  2: 'رافع أثقال يؤدّي الرفعة الميتة بقضيب الأثقال أمام شمس حمراء',
  3: 'المدينة العتيقة في المهدية ليلًا: بيوت بيضاء والحصن والمنارة، وقارب في الميناء',
  4: 'رياضي في وضعية قرفصاء عميقة بقضيب الأثقال',
  5: 'خمسة أثقال كيتلبل مصفوفة حسب الحجم على أرضية القاعة',
  6: 'عدّاءان على الكورنيش عند الغروب، والنخيل على امتداد الممشى',
  7: 'حصة جماعية يؤدّي فيها المشاركون القفز النجمي معًا',
  8: 'ملاكمان في نزال تدريبي داخل الحلبة',
  9: 'حصة دراجات ثابتة: ثلاثة متدرّبين على دراجاتهم جنبًا إلى جنب',
  10: 'يوغا على الشاطئ عند شروق الشمس، وقارب صيد في عرض البحر',
  11: 'رياضي يثبت في وضعية اللوح على بساط',
  12: 'الميناء: مراكب صيد والمنارة، وعدّاء على رصيف الميناء',
};

export type Complete = TranslationOf<typeof English, typeof import('./gallery-words')>;
