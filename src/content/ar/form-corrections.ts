/** Arabic: what a public form that sends says while fields show an error, with how many. */
import { formatCount, pluralCategory } from '@/i18n/format';
import type * as English from '../form-corrections';
import type { TranslationOf } from '../translation';

const n = formatCount;

/** "الحقل…", "الحقلين…", "3 حقول…": the counted noun agrees with how many fields show an error. */
function fieldsToCorrect(fields: number): string {
  switch (pluralCategory(fields)) {
    case 'one':
      return 'الحقل الذي يحمل رسالة خطأ أعلاه';
    case 'two':
      return 'الحقلين اللذين يحملان رسالة خطأ أعلاه';
    case 'few':
      return `${n(fields)} حقول تحمل رسالة خطأ أعلاه`;
    case 'many':
      return `${n(fields)} حقلًا تحمل رسالة خطأ أعلاه`;
    default:
      return `${n(fields)} حقل تحمل رسالة خطأ أعلاه`;
  }
}

export const correctFieldsAbove = (fields: number): string => `يُرجى تصحيح ${fieldsToCorrect(fields)}.`;

export type Complete = TranslationOf<typeof English, typeof import('./form-corrections')>;
