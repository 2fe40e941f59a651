/**
 * The desk's timetable changes in the page's own language: the description context
 * (src/desk/describe-change.ts) filled with this build's words, class labels and coaches' names,
 * and the class list's labels.
 */
import { classLabels } from '@/content/class-labels';
import { deskChanges as words } from '@/content/desk-changes';
import { trainers } from '@/content/trainers';
import type { TrainerId } from '@/content/trainers-facts';
import { pageIntlLocale } from '@/i18n/format';
import type { ClassSlot } from '@/timetable/class-slots';
import { formatGymTime, type GymDate } from '@/timetable/gym-date';
import type { TimetableChangeFields } from '@/timetable/timetable-changes';
import { weekdayName } from '@/timetable/timetable-format';
import { type DescribeContext, describeChange, formatChangeDate } from './describe-change';

export const trainerName = (id: TrainerId | string) => trainers.find((trainer) => trainer.id === id)?.name ?? id;

const pageContext: DescribeContext = {
  words: words.describe,
  intlLocale: pageIntlLocale,
  classLabel: (name) => classLabels[name],
  trainerName,
};

export const describeInPage = (change: TimetableChangeFields) => describeChange(change, pageContext);

/** "Friday, 22:00: Karate". */
export const slotLabel = (slot: ClassSlot) =>
  words.form.slotOption({
    weekday: weekdayName(slot.day),
    time: formatGymTime(slot.start),
    className: classLabels[slot.className],
  });

/** "Friday 4 December", in the page's language. */
export const formatDateInPage = (date: GymDate) => formatChangeDate(date, pageIntlLocale);
