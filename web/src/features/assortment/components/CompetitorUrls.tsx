import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import type { Product, ProductUrl } from '../../../lib/api/assortmentSchemas.ts';
import { useProductOffers } from '../api/productOffersQuery.ts';
import { OFFER_TYPE_LABELS } from '../../../lib/utils/offerLabels.ts';
import { AddCompetitorUrlForm } from './AddCompetitorUrlForm.tsx';
import { OfferCell } from './OfferCell.tsx';
import { RemoveUrlDialog } from './RemoveUrlDialog.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  url: { overflowWrap: 'anywhere', maxWidth: '420px' },
  urlLinks: { display: 'inline-flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
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
      {offers.isError && (
        <MessageBar intent="warning">
          <MessageBarBody>{t`The competitor prices could not be loaded.`} {i18n._(errorMessageFor(offers.error))}</MessageBarBody>
        </MessageBar>
      )}
      {product.urls.length === 0 ? (
        <Text>{t`No competitor URLs have been added yet.`}</Text>
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={t`Competitor URLs`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`URL`}</TableHeaderCell>
                <TableHeaderCell>{t`Shop`}</TableHeaderCell>
                <TableHeaderCell>{t`Offer type`}</TableHeaderCell>
                <TableHeaderCell>{t`Competitor price`}</TableHeaderCell>
                {editable && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {product.urls.map((url) => (
                <TableRow key={url.urlId}>
                  <TableCell className={styles.url}>
                    <span className={styles.urlLinks}>
                      <AppLink to={`/assortment/${product.id}/product/${url.urlId}`}>{url.url}</AppLink>
                      <a href={url.url} target="_blank" rel="noreferrer noopener" aria-label={t`Open ${url.url} in a new tab`} title={t`Open the page in a new tab`}>
                        <OpenRegular aria-hidden />
                      </a>
                    </span>
                  </TableCell>
                  <TableCell>{sourceName(url.sourceId)}</TableCell>
                  <TableCell>{i18n._(OFFER_TYPE_LABELS[url.offerType])}</TableCell>
                  <TableCell>
                    <OfferCell offer={offers.data?.find((offer) => offer.id === url.urlId)} scraping={scrapingUrlIds?.has(url.urlId) ?? false} />
                  </TableCell>
                  {editable && (
                    <TableCell>
                      <Button size="small" appearance="subtle" aria-label={t`Remove ${url.url}`} onClick={() => setRemoval({ open: true, url })}>
                        {t`Remove`}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
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
