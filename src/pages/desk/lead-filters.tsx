import { useId } from 'react';
import { deskInbox as words } from '@/content/desk-inbox';
import { DESK_LEAD_KINDS, type LeadFilters as Filters } from '@/firebase/desk-lead-queries';
import { LEAD_STATUSES } from '@/firebase/lead-statuses';

interface LeadFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

const selectClasses = 'min-h-11 border border-ink/40 bg-white px-3 py-2';

/** The inbox's two filters, by status and by kind; "All" is no filter. */
export function LeadFilters({ filters, onChange }: LeadFiltersProps) {
  const statusId = useId();
  const kindId = useId();
  return (
    <fieldset className="mt-6 flex flex-wrap items-end gap-4">
      <legend className="mb-2 font-semibold">{words.filters.label}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId}>{words.filters.status}</label>
        <select
          id={statusId}
          className={selectClasses}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: LEAD_STATUSES.find((status) => status === event.target.value) })
          }
        >
          <option value="">{words.filters.all}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {words.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={kindId}>{words.filters.kind}</label>
        <select
          id={kindId}
          className={selectClasses}
          value={filters.kind ?? ''}
          onChange={(event) =>
            onChange({ ...filters, kind: DESK_LEAD_KINDS.find((kind) => kind === event.target.value) })
          }
        >
          <option value="">{words.filters.all}</option>
          {DESK_LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {words.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
