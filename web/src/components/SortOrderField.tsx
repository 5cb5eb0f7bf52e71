import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';

export type SortDirection = 'asc' | 'desc';

/** A list's sort direction as a labelled choice ("Order": ascending, descending), beside its "Sort by" — where no column headers sort (phones, filter bars). */
export function SortOrderField({ order, onChange, className }: { order: SortDirection; onChange(order: SortDirection): void; className?: string }) {
  const { t } = useLingui();
  return (
    <Field label={t`Order`} className={className}>
      <Select value={order} onChange={(_event, data) => onChange(data.value === 'desc' ? 'desc' : 'asc')}>
        <option value="asc">{t`Ascending`}</option>
        <option value="desc">{t`Descending`}</option>
      </Select>
    </Field>
  );
}
