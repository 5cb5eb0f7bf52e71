import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, SearchBox, Select, Switch, tokens } from '@fluentui/react-components';
import { BrandsPicker } from '../../../components/BrandsPicker.tsx';
import { splitBrands, useTypedTextFilters } from '../../../lib/useTypedTextFilters.ts';
import { PRODUCT_SORT_FIELDS } from '../../../lib/utils/productListQuery.ts';
import type { ProductListParams, ProductSortField } from '../../../lib/utils/productListQuery.ts';
import { useSortLabels } from './useSortLabels.ts';
import { SortOrderField } from '../../../components/SortOrderField.tsx';

const useStyles = makeStyles({
  brands: { minWidth: '200px' },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { minWidth: '260px' },
});

export interface ProductListFiltersProps {
  companyId: string;
  params: ProductListParams;
  /** Changes the filters; the list goes back to page 1. */
  onChange(change: Partial<ProductListParams>): void;
}

/** Search text, brands, active/archived and the sort field of the assortment list. */
export function ProductListFilters({ companyId, params, onChange }: ProductListFiltersProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const sortLabel = useSortLabels();
  const { searchText, setSearchText, brands, setBrands } = useTypedTextFilters(params, onChange);

  return (
    <div className={styles.filters} role="search">
      <Field label={t`Search`} className={styles.search}>
        <SearchBox value={searchText} placeholder={t`Name, brand, SKU, GTIN …`} onChange={(_event, data) => setSearchText(data.value)} />
      </Field>
      <Field label={t`Brands`} className={styles.brands}>
        <BrandsPicker companyId={companyId} selected={splitBrands(brands)} placeholder={t`All brands`} onChange={(chosen) => setBrands(chosen.join(', '))} />
      </Field>
      <Field label={t`Sort by`}>
        <Select value={params.sort} onChange={(_event, data) => onChange({ sort: data.value as ProductSortField })}>
          {PRODUCT_SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {sortLabel(field)}
            </option>
          ))}
        </Select>
      </Field>
      <SortOrderField order={params.order} onChange={(order) => onChange({ order })} />
      <Switch
        label={t`Show archived products`}
        checked={params.status === 'archived'}
        onChange={(_event, data) => onChange({ status: data.checked ? 'archived' : 'active' })}
      />
    </div>
  );
}
