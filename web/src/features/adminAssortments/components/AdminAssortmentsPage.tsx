import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { useAdminCompanies } from '../../../lib/api/adminCompaniesQuery.ts';
import { useProducts } from '../../../lib/api/productsQuery.ts';
import { useTypedTextFilters } from '../../../lib/useTypedTextFilters.ts';
import { DEFAULT_PRODUCT_LIST_PARAMS, pageFromAddress, pageSizeFromAddress, PRODUCT_PAGE_SIZES, type ProductListParams, type ProductStatus } from '../../../lib/utils/productListQuery.ts';
import { AssortmentTable } from './AssortmentTable.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  company: { minWidth: '240px' },
  search: { minWidth: '240px', flexGrow: 1, maxWidth: '480px' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** The list's state in the address (shareable for support): company, search, status, page and page size. */
function useListState() {
  const [search, setSearch] = useSearchParams();
  const params: ProductListParams = {
    ...DEFAULT_PRODUCT_LIST_PARAMS,
    searchText: search.get('searchText') ?? '',
    status: search.get('status') === 'archived' ? 'archived' : 'active',
    page: pageFromAddress(search.get('page')),
    pageSize: pageSizeFromAddress(search.get('pageSize'), DEFAULT_PRODUCT_LIST_PARAMS.pageSize),
  };
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { companyParam: search.get('companyId'), params, update };
}

/** `/admin/assortments` (platform admins): any company's assortment, to read and search for support. */
export function AdminAssortmentsPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const companies = useAdminCompanies();
  const { companyParam, params, update } = useListState();
  const sorted = useMemo(() => [...(companies.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, i18n.locale)), [companies.data, i18n.locale]);
  const companyId = sorted.some((company) => company.id === companyParam) ? companyParam! : (sorted[0]?.id ?? '');
  const onTyped = useCallback(({ searchText }: { searchText: string }) => update({ searchText, page: null }), [update]);
  const typed = useTypedTextFilters({ searchText: params.searchText, brands: [] }, onTyped);

  return (
    <PageLayout title={t`Assortments`} intro={t`Any company's assortment, to read and search when supporting its users. Changes are made by the company itself.`}>
      {companies.isPending ? (
        <AreaSpinner />
      ) : firstLoadFailed(companies) ? (
        <LoadError what={t`The companies could not be loaded.`} error={companies.error} onRetry={() => void companies.refetch()} />
      ) : sorted.length === 0 ? (
        <Text className={styles.empty}>{t`There are no companies yet.`}</Text>
      ) : (
        <>
          <RefreshFailed query={companies} />
          <div className={styles.filters}>
            <Field label={t`Company`} className={styles.company}>
              <Select value={companyId} onChange={(_event, data) => update({ companyId: data.value, page: null })}>
                {sorted.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t`Search`} className={styles.search}>
              <Input type="search" placeholder={t`Name, brand, SKU, GTIN, MPN …`} value={typed.searchText} onChange={(_event, data) => typed.setSearchText(data.value)} />
            </Field>
            <Field label={t`Status`}>
              <Select value={params.status} onChange={(_event, data) => update({ status: data.value as ProductStatus, page: null })}>
                <option value="active">{t`Active`}</option>
                <option value="archived">{t`Archived`}</option>
              </Select>
            </Field>
          </div>
          <CompanyAssortment companyId={companyId} params={params} update={update} />
        </>
      )}
    </PageLayout>
  );
}

function CompanyAssortment({ companyId, params, update }: { companyId: string; params: ProductListParams; update(changes: Record<string, string | null>): void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const products = useProducts(companyId, params);
  if (products.isPending) return <AreaSpinner />;
  if (firstLoadFailed(products)) return <LoadError what={t`The assortment could not be loaded.`} error={products.error} onRetry={() => void products.refetch()} />;
  const { items, total, page, pageSize } = products.data;
  if (total === 0)
    return (
      <>
        <RefreshFailed query={products} />
        <Text className={styles.empty}>{params.searchText ? t`No product matches the search.` : t`This company has no products with this status.`}</Text>
      </>
    );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const count = new Intl.NumberFormat(i18n.locale).format(total);
  return (
    <>
      <RefreshFailed query={products} />
      <AssortmentTable products={items} />
      <ListPager
        page={page}
        pages={pages}
        pageSize={pageSize}
        pageSizes={PRODUCT_PAGE_SIZES}
        summary={t`Page ${page} of ${pages} (${count} products)`}
        onPage={(next) => update({ page: String(next) })}
        onPageSize={(size) => update({ pageSize: String(size), page: null })}
      />
    </>
  );
}
