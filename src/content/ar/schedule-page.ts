/** Arabic words of the schedule pages around the timetable (the classes themselves: schedule.ts). */
import type * as English from '../schedule-page';
import type { SchedulePageContent } from '../schedule-page';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const schedulePage: SchedulePageContent = {
  title: (weekday) => `جدول حصص يوم ${weekday}`,
  description: (weekday) => `حصص ${site.name} في ${site.town} يوم ${weekday}: المواعيد والمدرّبون.`,
  banner: 'الجدول حسب اليوم',
  eyebrow: 'جدول الحصص',
  heading: 'اختر يومك',
  intro:
    'حصصنا متواصلة كامل أيام الأسبوع، ومدّة كلّ حصة ساعة واحدة. اختر يومًا لتطّلع على حصصه ومدرّبيه، ثم انضمّ إلى الحصة التي تناسبك.',
  daysLabel: 'أيام الأسبوع',
  today: 'اليوم',
  todayPause: '، ',
  caption: (weekday) => `حصص يوم ${weekday}`,
  columns: { className: 'الحصة', time: 'التوقيت', trainer: 'المدرّب', actions: 'انضمّ أو احفظ' },
  joinNow: 'انضمّ الآن',
  joinLabel: (className) => `انضمّ الآن إلى حصة ${className}`,
  note: 'المواعيد بتوقيت المهدية. يفتح زرّ «انضمّ الآن» استمارة الاتصال والحصة مختارة مسبقًا.',
};

export type Complete = TranslationOf<typeof English, typeof import('./schedule-page')>;
