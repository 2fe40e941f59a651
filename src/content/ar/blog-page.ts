/** Arabic: the words of the blog page around its posts (the posts themselves: blog.ts). */

import type * as English from '../blog-page';
import type { TranslationOf } from '../translation';
import type { BlogPageContent } from '../types';

export const blogPage: BlogPageContent = {
  title: 'المدوّنة',
  description: 'نصائح في التدريب وأخبار الحصص وحكايات من مجتمع Rivage Gym في المهدية.',
  searchName: 'مقالات المدوّنة',
  searchLabel: 'ابحث في المدوّنة',
  searchPlaceholder: 'كلمات من عنوان أو مقال',
  postsHeading: 'المقالات',
  clear: 'مسح البحث والتصفية',
  nothingFound: 'جرّب كلمات أقل أو مختلفة، أو تصنيفًا آخر، أو امسح البحث لعرض كل المقالات.',
  category: 'التصنيف: ',
  sidebar: 'الشريط الجانبي للمدوّنة',
  categories: 'التصنيفات',
  recent: 'أحدث المقالات',
  tags: 'الوسوم الشائعة',
};

export type Complete = TranslationOf<typeof English, typeof import('./blog-page')>;
