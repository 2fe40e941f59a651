/** Arabic: the gallery's twelve images, in order, with their alt texts. */
import gallery01 from '@/assets/images/gallery/gallery-01.svg?w=160;400;800;1200&vector&picture';
import gallery02 from '@/assets/images/gallery/gallery-02.svg?w=160;400;800;1200&vector&picture';
import gallery03 from '@/assets/images/gallery/gallery-03.svg?w=160;400;800;1200&vector&picture';
import gallery04 from '@/assets/images/gallery/gallery-04.svg?w=160;400;800;1200&vector&picture';
import gallery05 from '@/assets/images/gallery/gallery-05.svg?w=160;400;800;1200&vector&picture';
import gallery06 from '@/assets/images/gallery/gallery-06.svg?w=160;400;800;1200&vector&picture';
import gallery07 from '@/assets/images/gallery/gallery-07.svg?w=160;400;800;1200&vector&picture';
import gallery08 from '@/assets/images/gallery/gallery-08.svg?w=160;400;800;1200&vector&picture';
import gallery09 from '@/assets/images/gallery/gallery-09.svg?w=160;400;800;1200&vector&picture';
import gallery10 from '@/assets/images/gallery/gallery-10.svg?w=160;400;800;1200&vector&picture';
import gallery11 from '@/assets/images/gallery/gallery-11.svg?w=160;400;800;1200&vector&picture';
import gallery12 from '@/assets/images/gallery/gallery-12.svg?w=160;400;800;1200&vector&picture';
import type * as English from '../gallery';
import type { TranslationOf } from '../translation';
import type { GalleryImage } from '../types';

export const galleryImages: readonly GalleryImage[] = [
  { id: 1, img: gallery01, alt: 'أثقال يدوية سداسية الأضلاع على رفّ بطابقين تحت أضواء القاعة' },
  { id: 2, img: gallery02, alt: 'رافع أثقال يؤدّي الرفعة الميتة بقضيب الأثقال أمام شمس حمراء' },
  {
    id: 3,
    img: gallery03,
    alt: 'المدينة العتيقة في المهدية ليلًا: بيوت بيضاء والحصن والمنارة، وقارب في الميناء',
  },
  { id: 4, img: gallery04, alt: 'رياضي في وضعية قرفصاء عميقة بقضيب الأثقال' },
  { id: 5, img: gallery05, alt: 'خمسة أثقال كيتلبل مصفوفة حسب الحجم على أرضية القاعة' },
  { id: 6, img: gallery06, alt: 'عدّاءان على الكورنيش عند الغروب، والنخيل على امتداد الممشى' },
  { id: 7, img: gallery07, alt: 'حصة جماعية يؤدّي فيها المشاركون القفز النجمي معًا' },
  { id: 8, img: gallery08, alt: 'ملاكمان في نزال تدريبي داخل الحلبة' },
  { id: 9, img: gallery09, alt: 'حصة دراجات ثابتة: ثلاثة متدرّبين على دراجاتهم جنبًا إلى جنب' },
  { id: 10, img: gallery10, alt: 'يوغا على الشاطئ عند شروق الشمس، وقارب صيد في عرض البحر' },
  { id: 11, img: gallery11, alt: 'رياضي يثبت في وضعية اللوح على بساط' },
  { id: 12, img: gallery12, alt: 'الميناء: مراكب صيد والمنارة، وعدّاء على رصيف الميناء' },
];

/** The side panel shows the first six as thumbnails. */
export const SIDE_PANEL_THUMBNAIL_COUNT = 6;

export type Complete = TranslationOf<typeof English, typeof import('./gallery')>;
