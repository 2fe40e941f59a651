/** Arabic: the words of the blog page around its posts (the posts themselves: blog.ts). */

import { pluralCategory } from '@/i18n/format';
import type * as English from '../blog-page';
import type { BlogPageContent } from '../blog-page';
import type { TranslationOf } from '../translation';

/** "مقال واحد"، "مقالان"، "3 مقالات"، "11 مقالًا"، "100 مقال": the counted noun agrees with the number. */
function posts(count: number): string {
  switch (pluralCategory(count)) {
    case 'one':
      return 'مقال واحد';
    case 'two':
      return 'مقالان';
    case 'few':
      return `${count} مقالات`;
    case 'many':
      return `${count} مقالًا`;
    default:
      return `${count} مقال`;
  }
}

/** The verb after a count of posts: "مقال واحد يطابق"، "مقالان يطابقان"، "3 مقالات تطابق". */
function match(count: number): string {
  const category = pluralCategory(count);
  return category === 'one' ? 'يطابق' : category === 'two' ? 'يطابقان' : 'تطابق';
}

/** A scope after the rest of a results line, with its space: " في تصنيف الملاكمة". */
const withScope = (scope: string) => (scope ? ` ${scope}` : '');

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
  categoryLabels: {
    'Body Building': 'كمال الأجسام',
    Boxing: 'الملاكمة',
    Crossfit: 'كروسفيت',
    Fitness: 'اللياقة البدنية',
    Meditation: 'التأمل',
    Yoga: 'اليوغا',
  },
  categoryCount: (count) => `(${count})`,
  discountPercent: (percent) => `${percent}%`,
  seePlans: 'اطّلع على الاشتراكات',
  byAuthor: (name) => `بقلم ${name}`,
  purchase: 'اشترِ الآن',
  purchaseLabel: 'اشترِ الآن: اسألنا عن الاشتراكات',
  results: {
    all: (total) => `عرض جميع المقالات: ${posts(total)}`,
    inCategory: (category) => `في تصنيف ${category}`,
    taggedWith: (tag) => `تحت وسم «${tag}»`,
    matching: (count, query, scope) =>
      count === 0
        ? `لا توجد مقالات تطابق «${query}»${withScope(scope)}.`
        : `${posts(count)} ${match(count)} «${query}»${withScope(scope)}`,
    inScope: (count, scope) =>
      count === 0 ? `لا توجد مقالات${withScope(scope)}.` : `${posts(count)}${withScope(scope)}`,
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./blog-page')>;
