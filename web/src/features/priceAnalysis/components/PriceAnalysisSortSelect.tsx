import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import type { PriceAnalysisSort } from '@pm/contracts';
import { deviationSort } from '../../../lib/utils/priceAnalysisListQuery.ts';
import type { DeviationMode, PriceAnalysisListParams } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { SortOrderField } from '../../../components/SortOrderField.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  field: { flex: '1 1 140px', minWidth: 0 },
});

export interface PriceAnalysisSortSelectProps {
  mode: DeviationMode;
  sort: Pick<PriceAnalysisListParams, 'sort' | 'order'>;
  /** As a click on a column header: a new field starts in its natural order, the same field flips it. */
  onSort(sort: PriceAnalysisSort): void;
}

/** The table's sortable columns as a field and an order, for phones (which show cards, not column headers). */
export function PriceAnalysisSortSelect({ mode, sort, onSort }: PriceAnalysisSortSelectProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const deviation = deviationSort(mode);
  const fields: [PriceAnalysisSort, string][] = [
    [deviation, t`Deviation`],
    ['nameLocal', t`Product`],
    ['ownPrice', t`Own price`],
    ['offerCount', t`Offers`],
    ['cheapestPrice', t`Cheapest competitor`],
    ['position', t`Position`],
  ];
  // Brand and SKU sort under the product column; the other deviation figure under the deviation column.
  const shown = sort.sort === 'brand' || sort.sort === 'sku' ? 'nameLocal' : sort.sort === 'deviationPercent' || sort.sort === 'deviationAbsolute' ? deviation : sort.sort;
  return (
    <div className={styles.row}>
      <Field label={t`Sort by`} className={styles.field}>
        <Select value={shown} onChange={(_event, data) => onSort(data.value as PriceAnalysisSort)}>
          {!fields.some(([field]) => field === shown) && <option value={shown}>{t`As the column headers say`}</option>}
          {fields.map(([field, label]) => (
            <option key={field} value={field}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {/* The other direction is a second click on the same column. */}
      <SortOrderField order={sort.order} className={styles.field} onChange={(order) => order !== sort.order && onSort(sort.sort)} />
    </div>
  );
}
