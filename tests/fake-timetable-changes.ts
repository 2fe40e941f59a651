/** Timetable changes for tests: valid records around the given fields, with their endsAt. */
import {
  type ChangeNote,
  changeEndsAt,
  type TimetableChange,
  type TimetableChangeFields,
} from '@/timetable/timetable-changes';

let nextId = 0;

export function fakeChange(
  fields: TimetableChangeFields,
  record: { updatedAt?: Date; note?: ChangeNote; id?: string } = {},
): TimetableChange {
  nextId += 1;
  const updatedAt = record.updatedAt ?? new Date('2026-11-20T10:00:00Z');
  return {
    ...fields,
    id: record.id ?? `change-${nextId}`,
    createdAt: updatedAt,
    updatedAt,
    endsAt: changeEndsAt(fields),
    ...(record.note ? { note: record.note } : {}),
  } as TimetableChange;
}
