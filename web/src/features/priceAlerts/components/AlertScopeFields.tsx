import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, Dropdown, Field, makeStyles, Option, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { ALERT_SCOPE_MAX } from '@pm/contracts';
import { BrandsPicker } from '../../../components/BrandsPicker.tsx';
import { useCategories } from '../../../lib/api/categoriesQuery.ts';
import { useProduct } from '../../../lib/api/productQuery.ts';
import { useProducts } from '../../../lib/api/productsQuery.ts';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { formatBreadcrumb, sortByBreadcrumb } from '../../../lib/utils/categoryBreadcrumb.ts';
import { DEFAULT_PRODUCT_LIST_PARAMS } from '../../../lib/utils/productListQuery.ts';
import type { AlertRuleDraft } from '../utils/alertRuleDraft.ts';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%' },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

type ScopeKey = 'productIds' | 'brands' | 'categoryIds' | 'sourceIds';

export interface AlertScopeFieldsProps {
  companyId: string;
  draft: AlertRuleDraft;
  set(key: ScopeKey, value: string[]): void;
  disabled: boolean;
}

/** What a rule watches, picked from the company's own products, brands, categories and shops (empty: all). */
export function AlertScopeFields({ companyId, draft, set, disabled }: AlertScopeFieldsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const categories = useCategories(companyId);
  const sources = useSources(companyId);
  const categoryOptions = sortByBreadcrumb(categories.data ?? []);
  const categoryName = (id: string) => {
    const category = categoryOptions.find((c) => c.id === id);
    return category ? formatBreadcrumb(category.path) : t`Deleted category`;
  };
  const shops = sources.data ?? [];
  const shopName = (id: string) => shops.find((s) => s.id === id)?.name ?? t`Removed shop`;

  return (
    <>
      <ProductPicker companyId={companyId} chosen={draft.productIds} onChange={(ids) => set('productIds', ids)} disabled={disabled} />
      <Field label={t`Brands`} hint={t`Empty: all brands.`}>
        <BrandsPicker className={styles.control} companyId={companyId} selected={draft.brands} disabled={disabled} placeholder={t`All brands`} onChange={(brands) => set('brands', brands.slice(0, ALERT_SCOPE_MAX))} />
      </Field>
      <Field label={t`Categories`} hint={t`Empty: all categories. A product counts by its own category.`}>
        <Dropdown
          className={styles.control}
          multiselect
          disabled={disabled || categories.isPending}
          placeholder={t`All categories`}
          value={draft.categoryIds.map(categoryName).join(', ')}
          selectedOptions={draft.categoryIds}
          onOptionSelect={(_event, data) => set('categoryIds', data.selectedOptions.slice(0, ALERT_SCOPE_MAX))}
        >
          {categoryOptions.map((category) => (
            <Option key={category.id} value={category.id}>
              {formatBreadcrumb(category.path)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t`Shops`} hint={t`Empty: all connected shops and comparison sites.`}>
        <Dropdown
          className={styles.control}
          multiselect
          disabled={disabled || sources.isPending}
          placeholder={t`All shops`}
          value={draft.sourceIds.map(shopName).join(', ')}
          selectedOptions={draft.sourceIds}
          onOptionSelect={(_event, data) => set('sourceIds', data.selectedOptions.slice(0, ALERT_SCOPE_MAX))}
        >
          {shops.map((shop) => (
            <Option key={shop.id} value={shop.id} text={shop.name}>
              {`${shop.name} (${shop.hostname})`}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </>
  );
}

/** Products found by typing (name, SKU, GTIN …), the chosen ones as removable tags. */
function ProductPicker({ companyId, chosen, onChange, disabled }: { companyId: string; chosen: string[]; onChange(ids: string[]): void; disabled: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  // Open while typing, so the products found show at once.
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(typed.trim(), 250);
  const found = useProducts(companyId, { ...DEFAULT_PRODUCT_LIST_PARAMS, searchText: search, pageSize: 20 });
  const options = (found.data?.items ?? []).filter((p) => !chosen.includes(p.id));
  return (
    <Field label={t`Products`} hint={t`Empty: all products. Type to find a product by name or SKU.`}>
      <Combobox
        className={styles.control}
        // Fluent names the opening chevron "Open" in English only.
        expandIcon={{ 'aria-label': t`Show suggestions` }}
        freeform
        disabled={disabled || chosen.length >= ALERT_SCOPE_MAX}
        autoComplete="off"
        placeholder={t`All products`}
        value={typed}
        selectedOptions={[]}
        open={open}
        onOpenChange={(_event, data) => setOpen(data.open)}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_event, data) => {
          if (data.optionValue) onChange([...chosen, data.optionValue]);
          setTyped('');
          setOpen(false);
        }}
      >
        {options.length === 0 ? (
          <Option key="none" value="" disabled text="">
            {found.isFetching ? t`Searching …` : t`No products found`}
          </Option>
        ) : (
          options.map((p) => (
            <Option key={p.id} value={p.id} text={p.name}>
              {`${p.name} (${p.sku})`}
            </Option>
          ))
        )}
      </Combobox>
      {chosen.length > 0 && (
        <TagGroup className={styles.tags} aria-label={t`Chosen products`} onDismiss={(_event, data) => onChange(chosen.filter((id) => id !== data.value))}>
          {chosen.map((id) => (
            <ProductTag key={id} companyId={companyId} productId={id} disabled={disabled} />
          ))}
        </TagGroup>
      )}
    </Field>
  );
}

function ProductTag({ companyId, productId, disabled }: { companyId: string; productId: string; disabled: boolean }) {
  const { t } = useLingui();
  const product = useProduct(companyId, productId);
  const name = product.data?.name ?? (product.isError ? t`Deleted product` : '…');
  return (
    <Tag value={productId} dismissible={!disabled} dismissIcon={{ 'aria-label': t`Remove ${name}` }} shape="circular" size="small">
      {name}
    </Tag>
  );
}
