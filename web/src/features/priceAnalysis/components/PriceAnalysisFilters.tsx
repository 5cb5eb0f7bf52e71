import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { PRICE_POSITION_FILTERS } from '@pm/contracts';
import type { Category, PricePositionFilter } from '@pm/contracts';
import { BrandsPicker } from '../../../components/BrandsPicker.tsx';
import { splitBrands, useTypedTextFilters } from '../../../lib/useTypedTextFilters.ts';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';
import type { PriceAnalysisListParams } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { POSITION_FILTER_LABELS } from '../utils/priceAnalysisLabels.ts';

const useStyles = makeStyles({
  brands: { minWidth: '200px' },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { minWidth: '240px' },
  select: { minWidth: '180px' },
});

export interface PriceAnalysisFiltersProps {
  companyId: string;
  params: PriceAnalysisListParams;
  categories: Category[] | undefined;
  sources: ConnectedSource[] | undefined;
  /** Changes the filters; the list goes back to page 1. */
  onChange(change: Partial<PriceAnalysisListParams>): void;
}

/** Search, brands, category (with its subcategories), competitor store and price position. */
export function PriceAnalysisFilters({ companyId, params, categories, sources, onChange }: PriceAnalysisFiltersProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { searchText, setSearchText, brands, setBrands } = useTypedTextFilters(params, onChange);

  return (
    <div className={styles.filters} role="search">
      <Field label={t`Search`} className={styles.search}>
        <SearchBox value={searchText} placeholder={t`Name, brand, SKU, GTIN …`} onChange={(_event, data) => setSearchText(data.value)} />
      </Field>
      <Field label={t`Brands`} className={styles.brands}>
        <BrandsPicker companyId={companyId} selected={splitBrands(brands)} placeholder={t`All brands`} onChange={(chosen) => setBrands(chosen.join(', '))} />
      </Field>
      <Field label={t`Category`} className={styles.select}>
        <Select value={params.categoryId} onChange={(_event, data) => onChange({ categoryId: data.value })}>
          <option value="">{t`All categories`}</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.path.join(' › ')}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Competitor`} className={styles.select}>
        <Select value={params.storeId} onChange={(_event, data) => onChange({ storeId: data.value })}>
          <option value="">{t`All shops and marketplaces`}</option>
          {(sources ?? []).map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Price position`} className={styles.select}>
        <Select value={params.position} onChange={(_event, data) => onChange({ position: data.value as PricePositionFilter | '' })}>
          <option value="">{t`All positions`}</option>
          {PRICE_POSITION_FILTERS.map((position) => (
            <option key={position} value={position}>
              {i18n._(POSITION_FILTER_LABELS[position])}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
