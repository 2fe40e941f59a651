/**
 * What the live inbox does with the listener's answers: which leads are arrivals (not shown when
 * the desk opened), and where they go in the list (at the top, once, only if the filters let them).
 */
import type { LeadFilters } from '@/firebase/desk-lead-queries';
import type { DeskLead } from '@/firebase/desk-leads';

const time = (lead: DeskLead) => lead.createdAt?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * Follows the listener's answers: the first answer the server confirmed is what the desk already
 * had; after it, a lead is an arrival once, and only if it is newer than all of that first answer
 * (an older lead that comes into the newest few because one above it was deleted is no arrival).
 */
export function arrivalTracker() {
  let newestKnown: number | undefined;
  const seen = new Set<string>();
  return (leads: readonly DeskLead[], fromCache: boolean): DeskLead[] => {
    if (newestKnown === undefined) {
      if (fromCache) return [];
      newestKnown = Math.max(Number.NEGATIVE_INFINITY, ...leads.map(time));
      for (const lead of leads) seen.add(lead.id);
      return [];
    }
    const boundary = newestKnown;
    const arrivals = leads.filter((lead) => !seen.has(lead.id) && time(lead) > boundary);
    for (const lead of arrivals) seen.add(lead.id);
    return arrivals;
  };
}

function matches(lead: DeskLead, { status, kind }: LeadFilters): boolean {
  return (status === undefined || lead.status === status) && (kind === undefined || lead.kind === kind);
}

/** The list with the arrivals the filters let through at its top, newest first, none twice. */
export function withArrivals(items: DeskLead[], arrivals: readonly DeskLead[], filters: LeadFilters): DeskLead[] {
  const known = new Set(items.map((item) => item.id));
  const added = arrivals
    .filter((lead) => !known.has(lead.id) && matches(lead, filters))
    .filter((lead, index, all) => all.findIndex((other) => other.id === lead.id) === index)
    .sort((a, b) => time(b) - time(a));
  return added.length === 0 ? items : [...added, ...items];
}
