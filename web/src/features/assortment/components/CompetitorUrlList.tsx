import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import type { Product, ProductUrl, UrlOffer } from '../../../lib/api/assortmentSchemas.ts';
import { OFFER_TYPE_LABELS } from '../../../lib/utils/offerLabels.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { OfferCell } from './OfferCell.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  url: { overflowWrap: 'anywhere', maxWidth: '420px' },
  urlLinks: { display: 'inline-flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
  cardUrl: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface UrlListProps {
  product: Product;
  offers: UrlOffer[] | undefined;
  sourceName(sourceId: string): string;
  /** Editing roles on an active product may remove URLs. */
  editable: boolean;
  scrapingUrlIds: ReadonlySet<string> | undefined;
  onRemove(url: ProductUrl): void;
}

/** The URL, linking to its comparison product page, and a link that opens the page itself. */
function UrlLinks({ productId, url, className }: { productId: string; url: ProductUrl; className: string }) {
  const { t } = useLingui();
  return (
    <span className={className}>
      <AppLink to={`/assortment/${productId}/product/${url.urlId}`}>{url.url}</AppLink>
      <a href={url.url} target="_blank" rel="noreferrer noopener" aria-label={t`Open ${url.url} in a new tab`} title={t`Open the page in a new tab`}>
        <OpenRegular aria-hidden />
      </a>
    </span>
  );
}

/** The product's competitor URLs with shop, offer type, current price and removal — a table on wide screens, cards on phones. */
export function UrlList(props: UrlListProps) {
  const wide = useBreakpointUp('md');
  return wide ? <UrlTable {...props} /> : <UrlCards {...props} />;
}

function UrlTable({ product, offers, sourceName, editable, scrapingUrlIds, onRemove }: UrlListProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  return (
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
                <UrlLinks productId={product.id} url={url} className={styles.urlLinks} />
              </TableCell>
              <TableCell>{sourceName(url.sourceId)}</TableCell>
              <TableCell>{i18n._(OFFER_TYPE_LABELS[url.offerType])}</TableCell>
              <TableCell>
                <OfferCell offer={offers?.find((offer) => offer.id === url.urlId)} scraping={scrapingUrlIds?.has(url.urlId) ?? false} />
              </TableCell>
              {editable && (
                <TableCell>
                  <Button size="small" appearance="subtle" aria-label={t`Remove ${url.url}`} onClick={() => onRemove(url)}>
                    {t`Remove`}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function UrlCards({ product, offers, sourceName, editable, scrapingUrlIds, onRemove }: UrlListProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  return (
    <CardList label={t`Competitor URLs`}>
      {product.urls.map((url) => (
        <CardListItem key={url.urlId}>
          <Text weight="semibold">{sourceName(url.sourceId)}</Text>
          <Text size={200} className={styles.muted}>
            {i18n._(OFFER_TYPE_LABELS[url.offerType])}
          </Text>
          <UrlLinks productId={product.id} url={url} className={styles.cardUrl} />
          <OfferCell offer={offers?.find((offer) => offer.id === url.urlId)} scraping={scrapingUrlIds?.has(url.urlId) ?? false} />
          {editable && (
            <div>
              <Button size="small" aria-label={t`Remove ${url.url}`} onClick={() => onRemove(url)}>
                {t`Remove`}
              </Button>
            </div>
          )}
        </CardListItem>
      ))}
    </CardList>
  );
}
