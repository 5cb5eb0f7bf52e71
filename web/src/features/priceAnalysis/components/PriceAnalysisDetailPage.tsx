import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import type { PriceAnalysisDetail, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { usePriceAnalysisDetail } from '../api/priceAnalysisDetailQuery.ts';
import { usePriceAnalysisView } from '../hooks/usePriceAnalysisView.ts';
import type { PriceAnalysisView } from '../hooks/usePriceAnalysisView.ts';
import { ComparisonToggles } from './ComparisonToggles.tsx';
import { OffersTable } from './OffersTable.tsx';
import { PriceDevelopment } from './PriceDevelopment.tsx';
import { ProductFigures } from './ProductFigures.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** `/price-analysis/:leadProductId`: one product's figures, every offer with its status, and its price development. */
export function PriceAnalysisDetailPage() {
  const { leadProductId = '' } = useParams();
  return <ProfileGate>{(profile) => <ProductAnalysis key={leadProductId} profile={profile} productId={leadProductId} />}</ProfileGate>;
}

function ProductAnalysis({ profile, productId }: { profile: Profile; productId: string }) {
  const { t } = useLingui();
  const companyId = profile.company.id;
  const view = usePriceAnalysisView();
  const detail = usePriceAnalysisDetail(companyId, productId, view.country, view.withShipping);
  const back = <AppLink to="/price-analysis">{t`‹ Back to the price analysis`}</AppLink>;

  if (detail.isPending) {
    return (
      <PageLayout title={t`Product price analysis`} back={back}>
        <AreaSpinner />
      </PageLayout>
    );
  }
  if (firstLoadFailed(detail)) {
    return (
      <PageLayout title={t`Product price analysis`} back={back}>
        <MessageBar intent="error">
          <MessageBarBody>{t(errorMessageFor(detail.error))}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void detail.refetch()}>{t`Try again`}</Button>
          </MessageBarActions>
        </MessageBar>
      </PageLayout>
    );
  }
  return <LoadedAnalysis companyId={companyId} detail={detail.data} view={view} refreshing={detail.isFetching} back={back} refresh={<RefreshFailed query={detail} />} />;
}

function LoadedAnalysis({ companyId, detail, view, refreshing, back, refresh }: { companyId: string; detail: PriceAnalysisDetail; view: PriceAnalysisView; refreshing: boolean; back: ReactNode; refresh: ReactNode }) {
  const { t } = useLingui();
  const styles = useStyles();
  const { product } = detail;
  // Comparison products (similar products) are shown apart from the product's own offers.
  const offers = detail.offers.filter((offer) => !offer.comparison);
  const comparisonOffers = detail.offers.filter((offer) => offer.comparison);
  return (
    <PageLayout title={product.name} back={back} actions={<AppLink to={`/assortment/${product.productId}`}>{t`Product details in the assortment`}</AppLink>}>
      <div className={styles.content}>
        {refresh}
        {product.status === 'archived' && (
          <div>
            <Badge appearance="tint" color="warning">
              {t`Archived`}
            </Badge>
          </div>
        )}
        <ComparisonToggles view={view} />
        <ProductFigures product={product} mode={view.mode} />
        <section className={styles.section} aria-labelledby="price-analysis-offers">
          <div className={styles.heading}>
            <Subtitle1 as="h2" id="price-analysis-offers">
              {t`Offers`}
            </Subtitle1>
            <span aria-live="polite">{refreshing && <Spinner size="extra-tiny" label={t`Loading …`} />}</span>
          </div>
          {offers.length === 0 ? (
            <Text>
              {t`No shop or marketplace URLs are monitored for this product yet.`}{' '}
              <AppLink to={`/assortment/${product.productId}`}>{t`Add competitor URLs`}</AppLink>
            </Text>
          ) : (
            <OffersTable offers={offers} currency={product.currency} />
          )}
        </section>
        {comparisonOffers.length > 0 && (
          <section className={styles.section} aria-labelledby="price-analysis-comparison-products">
            <Subtitle1 as="h2" id="price-analysis-comparison-products">
              {t`Comparison products`}
            </Subtitle1>
            <Text>
              {detail.includesComparisonProducts
                ? t`Similar products. They count as competitors in the figures above (Settings › Price analysis).`
                : t`Similar products, priced alongside. They do not count as the cheapest competitor (Settings › Price analysis).`}
            </Text>
            <OffersTable offers={comparisonOffers} currency={product.currency} />
          </section>
        )}
        <section className={styles.section} aria-labelledby="price-analysis-development">
          <Subtitle1 as="h2" id="price-analysis-development">
            {t`Price development`}
          </Subtitle1>
          <PriceDevelopment companyId={companyId} productId={product.productId} offers={offers} ownPriceHistory={detail.ownPriceHistory} withShipping={view.withShipping} currency={product.currency} />
        </section>
      </div>
    </PageLayout>
  );
}
