import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import type { PriceAnalysisSort, Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { ProductPager } from '../../../components/ProductPager.tsx';
import { useCategories } from '../../../lib/api/categoriesQuery.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import { usePriceAnalysis } from '../api/priceAnalysisListQuery.ts';
import { usePriceAnalysisView } from '../hooks/usePriceAnalysisView.ts';
import { deviationSort, isFiltered, nextSort, priceAnalysisPageSearch, priceAnalysisParamsFromPageSearch } from '../../../lib/utils/priceAnalysisListQuery.ts';
import type { DeviationMode, PriceAnalysisListParams } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { ComparisonToggles } from './ComparisonToggles.tsx';
import { PriceAnalysisFilters } from './PriceAnalysisFilters.tsx';
import { PriceAnalysisTable } from './PriceAnalysisTable.tsx';
import { PriceAnalysisExport } from './PriceAnalysisExport.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
});

/** `/price-analysis`: every product's own price against the cheapest current competitor offer. */
export function PriceAnalysisPage() {
  const { t } = useLingui();
  return <ProfileGate>{(profile) => <PriceAnalysis profile={profile} title={t`Price analysis`} />}</ProfileGate>;
}

function PriceAnalysis({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const view = usePriceAnalysisView();
  // The filters, order and page live in the address: the dashboard links to a filtered list, and
  // a bookmark or the back button opens the same one. Replaced, not pushed: typing is no history.
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => priceAnalysisParamsFromPageSearch(search), [search]);
  const setParams = useCallback(
    (update: (current: PriceAnalysisListParams) => PriceAnalysisListParams) =>
      setSearch((current) => new URLSearchParams(priceAnalysisPageSearch(update(priceAnalysisParamsFromPageSearch(current)))), { replace: true }),
    [setSearch],
  );
  const analysis = usePriceAnalysis(companyId, view.country, view.withShipping, params);
  const categories = useCategories(companyId);
  const sources = useSources(companyId);

  const changeFilters = useCallback((change: Partial<PriceAnalysisListParams>) => setParams((current) => ({ ...current, ...change, page: 1 })), [setParams]);
  const sortBy = (sort: PriceAnalysisSort) => changeFilters(nextSort(params, sort));
  // Sorted by the deviation, the order follows the figure shown.
  const setMode = (mode: DeviationMode) => {
    view.setMode(mode);
    if (params.sort === 'deviationPercent' || params.sort === 'deviationAbsolute') setParams((current) => ({ ...current, sort: deviationSort(mode) }));
  };

  let body;
  if (analysis.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(analysis)) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>
          {t`The price analysis could not be loaded.`} {t(errorMessageFor(analysis.error))}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void analysis.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (analysis.data.items.length === 0) {
    body = <Text>{isFiltered(params) ? t`No products match your filters.` : t`There are no products to analyse in this country yet.`}</Text>;
  } else {
    body = (
      <>
        <PriceAnalysisTable rows={analysis.data.items} mode={view.mode} sort={params} onSort={sortBy} />
        <ProductPager
          page={params.page}
          pageSize={params.pageSize}
          total={analysis.data.total}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
          onPageSize={(pageSize) => changeFilters({ pageSize })}
        />
      </>
    );
  }

  return (
    <PageLayout title={title} intro={t`Your prices against the cheapest current competitor offer. Implausible prices, out-of-stock offers and pages with errors are not compared.`}>
      <ComparisonToggles view={{ ...view, setMode }} />
      <PriceAnalysisFilters companyId={companyId} params={params} categories={categories.data} sources={sources.data} onChange={changeFilters} />
      <PriceAnalysisExport companyId={companyId} params={params} view={view} />
      <div className={styles.list}>
        <div className={styles.status} aria-live="polite">
          {analysis.isFetching && !analysis.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={analysis} />
        {body}
      </div>
    </PageLayout>
  );
}
