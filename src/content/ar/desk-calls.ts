/** Arabic words of the desk calling staff (/desk, staff only). */
import type * as English from '../desk-calls';
import type { DeskCallsContent } from '../desk-calls';
import type { TranslationOf } from '../translation';

export const deskCalls: DeskCallsContent = {
  turnOn: 'نبّهني',
  explain: 'إشعار وصوت قصير لكل استفسار أو طلب حصة تجريبية يصل ما دامت هذه الصفحة مفتوحة.',
  on: 'الإشعارات مفعّلة ما دامت هذه الصفحة مفتوحة.',
  blocked:
    'هذا المتصفح يحظر إشعارات هذا الموقع: سيُسمع الصوت فقط. اسمح بالإشعارات في إعدادات الموقع، ثم اضغط الزر مرة أخرى.',
  unsupported: 'لا يستطيع هذا المتصفح عرض الإشعارات في هذه الصفحة: سيُسمع الصوت فقط.',
  liveStopped: 'لم تعد الطلبات الجديدة تظهر تلقائيًا: أعد تحميل الصفحة لترى أحدثها.',
  trial: (what) => `طلب حصة تجريبية: ${what}`,
  enquiry: (name) => `استفسار: ${name}`,
  classAndSession: (className, session) => `${className}، ${session}`,
  unknown: 'زائر',
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-calls')>;
