/** Arabic: the words of the gallery pages around the images (the images and their alt texts: gallery.ts). */

import type * as English from '../gallery-page';
import type { GalleryPageContent } from '../gallery-page';
import type { TranslationOf } from '../translation';

export const galleryPage: GalleryPageContent = {
  title: (page) => `معرض الصور، الصفحة ${page}`,
  description: 'صور من Rivage Gym في المهدية: قاعة التدريب وحصصنا والمدينة المطلّة على البحر.',
  banner: 'معرض الصور',
  eyebrow: 'الحياة في Rivage Gym',
  heading: 'داخل نادينا',
  intro: (total) =>
    `قاعة التدريب وحصصنا والمدينة المطلّة على البحر. اختر صورة لتكبيرها، ثم استعمل مفاتيح الأسهم أو الأزرار للتنقّل بين الصور الـ${total} كلها.`,
  range: (first, last, total) => `الصور ${first}–${last} من أصل ${total}`,
  viewLarger: (alt) => `${alt}، عرض الصورة مكبّرة`,
  pagerLabel: 'صفحات معرض الصور',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  pageNumber: (page) => `الصفحة ${page}`,
  viewer: 'عارض صور المعرض',
  closeViewer: 'إغلاق عارض الصور',
  previousImage: 'الصورة السابقة',
  nextImage: 'الصورة التالية',
  position: (index, total) => `الصورة ${index} من ${total}: `,
};

export type Complete = TranslationOf<typeof English, typeof import('./gallery-page')>;
