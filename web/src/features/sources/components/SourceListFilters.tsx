import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { SOURCE_KINDS } from '@pm/contracts';
import type { SourceKind } from '@pm/contracts';
import type { SourceListFilter } from '../utils/filterSources.ts';
import { SOURCE_KIND_LABELS } from '../../../lib/sourceLabels.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { minWidth: '260px' },
});

export interface SourceListFiltersProps {
  filter: SourceListFilter;
  onChange(filter: SourceListFilter): void;
}

/** Search text (name or domain) and kind of the sources list. */
export function SourceListFilters({ filter, onChange }: SourceListFiltersProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.filters} role="search">
      <Field label={t`Search`} className={styles.search}>
        <SearchBox value={filter.searchText} placeholder={t`Name or domain …`} onChange={(_event, data) => onChange({ ...filter, searchText: data.value })} />
      </Field>
      <Field label={t`Kind`}>
        <Select value={filter.kind} onChange={(_event, data) => onChange({ ...filter, kind: data.value as SourceKind | 'ALL' })}>
          <option value="ALL">{t`All kinds`}</option>
          {SOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(SOURCE_KIND_LABELS[kind])}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
