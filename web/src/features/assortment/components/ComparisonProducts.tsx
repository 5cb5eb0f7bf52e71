import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
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
import type { ComparisonProductListItem } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { MATCH_RESULT_LABELS } from '../../../lib/utils/matchResultLabels.ts';
import { AVAILABILITY_LABELS } from '../../../lib/utils/offerLabels.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useComparisonProducts } from '../api/comparisonProductsQuery.ts';
import { useRemoveComparisonProduct } from '../api/removeComparisonProduct.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  name: { overflowWrap: 'anywhere', maxWidth: '360px' },
  links: { display: 'inline-flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ComparisonProductsProps {
  companyId: string;
  productId: string;
  /** Editing roles on an active product may remove comparison products. */
  editable: boolean;
}

/**
 * The lead product's comparison products (issue 17 item 7): similar products chosen in discovery,
 * monitored beside the product's own offers. Each opens its comparison product page.
 */
export function ComparisonProducts({ companyId, productId, editable }: ComparisonProductsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const list = useComparisonProducts(companyId, productId);
  const [removal, setRemoval] = useState<{ open: boolean; item: ComparisonProductListItem | null }>({ open: false, item: null });
  const wide = useBreakpointUp('md');
  const items = list.data?.items ?? [];
  const onRemove = (item: ComparisonProductListItem) => setRemoval({ open: true, item });

  return (
    <Card className={styles.card} role="region" aria-label={t`Comparison products`}>
      <Title3 as="h2">{t`Comparison products`}</Title3>
      <Text className={styles.muted}>{t`Similar products at your shops and comparison sites, priced alongside this product. They do not count as its cheapest competitor unless Settings › Price analysis says so.`}</Text>
      {list.isPending && <Spinner size="tiny" label={t`Loading …`} />}
      {firstLoadFailed(list) && (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorMessageFor(list.error))}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.refetch()}>{t`Try again`}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <RefreshFailed query={list} />
      {list.data !== undefined && items.length === 0 && (
        <Text>
          {t`No comparison products yet.`} <AppLink to="/discovery">{t`Accept a similar product in Product discovery to add one.`}</AppLink>
        </Text>
      )}
      {items.length > 0 && (wide ? <ComparisonTable productId={productId} items={items} editable={editable} onRemove={onRemove} /> : <ComparisonCards productId={productId} items={items} editable={editable} onRemove={onRemove} />)}
      {editable && <RemoveComparisonDialog companyId={companyId} productId={productId} item={removal.item} open={removal.open} onClose={() => setRemoval((current) => ({ ...current, open: false }))} />}
    </Card>
  );
}

interface ListProps {
  productId: string;
  items: ComparisonProductListItem[];
  editable: boolean;
  onRemove(item: ComparisonProductListItem): void;
}

/** The name, linking to the comparison product page, and a link that opens the shop's page itself. */
function NameLinks({ productId, item }: { productId: string; item: ComparisonProductListItem }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <span className={styles.links}>
      <AppLink to={`/assortment/${productId}/product/${item.urlId}`}>{item.name}</AppLink>
      <a href={item.url} target="_blank" rel="noreferrer noopener" aria-label={t`Open ${item.url} in a new tab`} title={t`Open the page in a new tab`}>
        <OpenRegular aria-hidden />
      </a>
    </span>
  );
}

function useItemText() {
  const { t, i18n } = useLingui();
  return {
    price: (item: ComparisonProductListItem) => (item.current ? formatMoney(item.current.price, item.current.currency, i18n.locale) : null) ?? t`Not scraped yet`,
    stock: (item: ComparisonProductListItem) => (item.current?.availability ? i18n._(AVAILABILITY_LABELS[item.current.availability]) : '–'),
    match: (item: ComparisonProductListItem) => `${i18n._(MATCH_RESULT_LABELS[item.matchResult])} · ${i18n.number(item.probability, { style: 'percent', maximumFractionDigits: 0 })}`,
    shop: (item: ComparisonProductListItem) => item.source?.name ?? '–',
  };
}

function ComparisonTable({ productId, items, editable, onRemove }: ListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const text = useItemText();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Comparison products`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Shop`}</TableHeaderCell>
            <TableHeaderCell>{t`Price`}</TableHeaderCell>
            <TableHeaderCell>{t`Stock`}</TableHeaderCell>
            <TableHeaderCell>{t`Match`}</TableHeaderCell>
            {editable && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.urlId}>
              <TableCell className={styles.name}>
                <NameLinks productId={productId} item={item} />
              </TableCell>
              <TableCell>{text.shop(item)}</TableCell>
              <TableCell>{text.price(item)}</TableCell>
              <TableCell>{text.stock(item)}</TableCell>
              <TableCell>{text.match(item)}</TableCell>
              {editable && (
                <TableCell>
                  <Button size="small" appearance="subtle" aria-label={t`Remove ${item.name}`} onClick={() => onRemove(item)}>
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

function ComparisonCards({ productId, items, editable, onRemove }: ListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const text = useItemText();
  return (
    <CardList label={t`Comparison products`}>
      {items.map((item) => (
        <CardListItem key={item.urlId}>
          <NameLinks productId={productId} item={item} />
          <Text weight="semibold">{text.shop(item)}</Text>
          <Text>{text.price(item)}</Text>
          <Text size={200}>{text.stock(item)}</Text>
          <Text size={200} className={styles.muted}>
            {text.match(item)}
          </Text>
          {editable && (
            <div>
              <Button size="small" aria-label={t`Remove ${item.name}`} onClick={() => onRemove(item)}>
                {t`Remove`}
              </Button>
            </div>
          )}
        </CardListItem>
      ))}
    </CardList>
  );
}

/** Asks before removing a comparison product: its page is no longer scraped for the product. */
function RemoveComparisonDialog({ companyId, productId, item, open, onClose }: { companyId: string; productId: string; item: ComparisonProductListItem | null; open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const notify = useNotify();
  const remove = useRemoveComparisonProduct(companyId, productId);
  const name = item?.name ?? '';
  const confirm = () => {
    if (!item || remove.isPending) return;
    remove.mutate(item.urlId, {
      onSuccess: () => {
        notify.success(t`Comparison product removed.`);
        onClose();
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };
  return (
    <ConfirmDialog open={open} title={t`Remove comparison product?`} confirmLabel={t`Remove`} pending={remove.isPending} onConfirm={confirm} onClose={onClose}>
      {t`${name} will no longer be monitored beside this product.`}
    </ConfirmDialog>
  );
}
