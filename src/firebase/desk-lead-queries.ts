/**
 * Every query shape the front desk sends to `leads`, in one place: ./desk-leads builds its
 * queries from these, and desk-lead-queries.test.ts derives from them the composite indexes
 * firestore.indexes.json must hold. The emulator answers any query without an index;
 * production refuses one whose index is missing, so that test is the only early warning.
 */
import type { LeadStatus } from './lead-statuses';

/** The kinds of lead the desk lists (contact enquiries and trial requests). */
export const DESK_LEAD_KINDS = ['enquiry', 'trial'] as const;
export type DeskLeadKind = (typeof DESK_LEAD_KINDS)[number];

export interface LeadFilters {
  status?: LeadStatus;
  kind?: DeskLeadKind;
}

/** How many leads one page of the inbox shows. */
export const LEADS_PAGE_SIZE = 20;

/** How many of the newest leads the desk's listener follows (./desk-live-leads): enough for a burst. */
export const LIVE_LEADS_LIMIT = 5;

/** Newest first: the inbox's one order. */
export const LEAD_ORDER = { field: 'createdAt', direction: 'desc' } as const;

/** The fields a query filters on with ==, in the order its index lists them. */
export function equalityFields(filters: LeadFilters): ('status' | 'kind')[] {
  const fields: ('status' | 'kind')[] = [];
  if (filters.status !== undefined) fields.push('status');
  if (filters.kind !== undefined) fields.push('kind');
  return fields;
}

/** Every combination of filters the inbox can send (none, status, kind, both). */
export const LEAD_FILTER_SHAPES: readonly LeadFilters[] = [
  {},
  { status: 'new' },
  { kind: 'enquiry' },
  { status: 'new', kind: 'enquiry' },
];
