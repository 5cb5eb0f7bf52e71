import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { PriceHistoryRange, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { LoadingPage } from '../../../components/LoadingPage.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { withoutData } from '../../../lib/queryView.ts';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { MATCH_RESULT_LABELS } from '../../../lib/utils/matchResultLabels.ts';
import { useComparisonProduct } from '../api/comparisonProductQuery.ts';
import { ComparisonOfferCards, scrapedIdentity } from './ComparisonOfferCards.tsx';
import { UrlPriceHistory } from './UrlPriceHistory.tsx';
import { UrlScrapeRecords } from './UrlScrapeRecords.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * `/assortment/:leadProductId/product/:productId`: a comparison product — one monitored URL of
 * the lead product (`productId` is the URL's id): a competitor URL, or a similar product chosen in
 * discovery (marked with its match result), with what was scraped from it.
 */
export function ComparisonProductPage() {
  const { leadProductId = '', productId = '' } = useParams();
  return <ProfileGate>{(profile) => <ComparisonProduct key={`${leadProductId}/${productId}`} profile={profile} leadProductId={leadProductId} urlId={productId} />}</ProfileGate>;
}

function ComparisonProduct({ profile, leadProductId, urlId }: { profile: Profile; leadProductId: string; urlId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const [range, setRange] = useState<PriceHistoryRange>('30d');
  const product = useComparisonProduct(companyId, leadProductId, urlId, range);
  const leadName = product.data?.leadProduct.name;
  const back = <AppLink to={`/assortment/${leadProductId}`}>{leadName ? t`‹ Back to ${leadName}` : t`‹ Back to the product`}</AppLink>;

  // A failed background refetch keeps the product on screen; only a first load waits or fails.
  if (withoutData(product)) return <LoadingPage title={t`Comparison product`} back={back} error={product.error} onRetry={() => void product.refetch()} />;
  const data = product.data;
  const scraped = scrapedIdentity(data);
  const source = data.source?.name;
  return (
    <PageLayout
      title={scraped?.name ?? data.url.url}
      intro={source ? t`Comparison product of ${data.leadProduct.name} at ${source}` : t`Comparison product of ${data.leadProduct.name}`}
      back={back}
    >
      <div className={styles.content}>
        <RefreshFailed query={product} />
        {data.comparison && (
          <div>
            <Badge appearance="tint" color="brand">
              {t`${i18n._(MATCH_RESULT_LABELS[data.comparison.matchResult])} · ${i18n.number(data.comparison.probability, { style: 'percent', maximumFractionDigits: 0 })} match probability`}
            </Badge>
          </div>
        )}
        <ComparisonOfferCards product={data} />
        <UrlPriceHistory points={data.priceHistory} currency={data.current?.currency ?? scraped?.currency ?? null} range={range} onRange={setRange} />
        <UrlScrapeRecords companyId={companyId} urlId={urlId} />
      </div>
    </PageLayout>
  );
}
