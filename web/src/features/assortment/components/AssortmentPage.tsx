import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { roleAllows } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useCategories } from '../../../lib/api/categoriesQuery.ts';
import { ProductImportDialogSlot as ProductImportDialog } from '../../../lib/featureSlots.tsx';
import { selectableCountries } from '../../../lib/utils/profilePreferences.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useProducts } from '../../../lib/api/productsQuery.ts';
import { DEFAULT_PRODUCT_LIST_PARAMS, nextSort } from '../../../lib/utils/productListQuery.ts';
import type { ProductListParams, ProductSortField } from '../../../lib/utils/productListQuery.ts';
import { ProductFormDialog } from './ProductFormDialog.tsx';
import { ProductListFilters } from './ProductListFilters.tsx';
import { ProductPager } from '../../../components/ProductPager.tsx';
import { ProductsTable } from './ProductsTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
});

/** `/assortment`: the company's products, searchable, filterable, sortable and paged. */
export function AssortmentPage() {
  const { t } = useLingui();
  return (
    <ProfileGate>
      {(profile) => <Assortment profile={profile} title={t`Product assortment`} />}
    </ProfileGate>
  );
}

function Assortment({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const canEdit = roleAllows(profile.role, profile.isAdmin, 'data.edit');
  const [params, setParams] = useState<ProductListParams>(DEFAULT_PRODUCT_LIST_PARAMS);
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const [importDialog, setImportDialog] = useState({ open: false, key: 0 });
  const products = useProducts(companyId, params);
  const categories = useCategories(companyId);

  const changeFilters = useCallback((change: Partial<ProductListParams>) => setParams((current) => ({ ...current, ...change, page: 1 })), []);
  const sortBy = (field: ProductSortField) => changeFilters(nextSort(params, field));

  let body;
  if (products.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(products)) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{t`The products could not be loaded.`} {t(errorMessageFor(products.error))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void products.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (products.data.items.length === 0) {
    const filtered = params.searchText.trim() !== '' || params.brands.length > 0;
    body = (
      <Text>
        {filtered
          ? t`No products match your search.`
          : params.status === 'archived'
            ? t`There are no archived products.`
            : t`There are no products yet.`}
      </Text>
    );
  } else {
    body = (
      <>
        <ProductsTable products={products.data.items} categories={categories.data} sort={params} onSort={sortBy} />
        <ProductPager
          page={params.page}
          pageSize={params.pageSize}
          total={products.data.total}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
          onPageSize={(pageSize) => changeFilters({ pageSize })}
        />
      </>
    );
  }

  return (
    <PageLayout
      title={title}
      actions={
        canEdit && (
          <>
            <Button icon={<ArrowUploadRegular />} onClick={() => setImportDialog((current) => ({ open: true, key: current.key + 1 }))}>
              {t`Import CSV`}
            </Button>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog((current) => ({ open: true, key: current.key + 1 }))}>
              {t`Add product`}
            </Button>
          </>
        )
      }
    >
      <ProductListFilters companyId={companyId} params={params} onChange={changeFilters} />
      <div className={styles.list}>
        <div className={styles.status} aria-live="polite">
          {products.isFetching && !products.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={products} />
        {body}
      </div>
      {canEdit && (
        <ProductFormDialog
          key={dialog.key}
          companyId={companyId}
          leadCountry={profile.company.leadCountry ?? 'de'}
          product={null}
          open={dialog.open}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
        />
      )}
      {canEdit && (
        <ProductImportDialog
          key={`import-${importDialog.key}`}
          companyId={companyId}
          countries={selectableCountries(profile.company)}
          leadCountry={profile.company.leadCountry ?? 'de'}
          open={importDialog.open}
          onClose={() => setImportDialog((current) => ({ ...current, open: false }))}
        />
      )}
    </PageLayout>
  );
}
