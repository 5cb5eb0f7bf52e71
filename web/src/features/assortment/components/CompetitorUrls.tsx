import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card, makeStyles, MessageBar, MessageBarBody, Text, Title3, tokens } from '@fluentui/react-components';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import type { Product, ProductUrl } from '../../../lib/api/assortmentSchemas.ts';
import { useProductOffers } from '../api/productOffersQuery.ts';
import { AddCompetitorUrlForm } from './AddCompetitorUrlForm.tsx';
import { UrlList } from './CompetitorUrlList.tsx';
import { RemoveUrlDialog } from './RemoveUrlDialog.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface CompetitorUrlsProps {
  companyId: string;
  product: Product;
  canEdit: boolean;
  /** URLs with a scrape job waiting or running. */
  scrapingUrlIds?: ReadonlySet<string>;
}

/**
 * The product's competitor URLs with each one's current offer; each URL links to its comparison
 * product page (what was scraped from it). Add and remove for editing roles.
 */
export function CompetitorUrls({ companyId, product, canEdit, scrapingUrlIds }: CompetitorUrlsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const sources = useSources(companyId);
  const offers = useProductOffers(companyId, product.id);
  const [removal, setRemoval] = useState<{ open: boolean; url: ProductUrl | null }>({ open: false, url: null });
  const editable = canEdit && product.status !== 'archived';
  const sourceName = (sourceId: string) => sources.data?.find((source) => source.id === sourceId)?.name ?? '–';

  return (
    <Card className={styles.card} role="region" aria-label={t`Competitor URLs`}>
      <Title3 as="h2">{t`Competitor URLs`}</Title3>
      {firstLoadFailed(offers) && (
        <MessageBar intent="warning">
          <MessageBarBody>{t`The competitor prices could not be loaded.`} {i18n._(errorMessageFor(offers.error))}</MessageBarBody>
        </MessageBar>
      )}
      <RefreshFailed query={offers} />
      {product.urls.length === 0 ? (
        <Text>{t`No competitor URLs have been added yet.`}</Text>
      ) : (
        <UrlList product={product} offers={offers.data} sourceName={sourceName} editable={editable} scrapingUrlIds={scrapingUrlIds} onRemove={(url) => setRemoval({ open: true, url })} />
      )}
      {editable && <AddCompetitorUrlForm companyId={companyId} productId={product.id} />}
      {editable && (
        <RemoveUrlDialog
          companyId={companyId}
          productId={product.id}
          url={removal.url}
          open={removal.open}
          onClose={() => setRemoval((current) => ({ ...current, open: false }))}
        />
      )}
    </Card>
  );
}
