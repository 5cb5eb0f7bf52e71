import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { SalesChannelView } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { formatPriceEndings } from '../utils/parsePriceEndings.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  actions: { whiteSpace: 'nowrap' },
});

export interface SalesChannelListProps {
  channels: SalesChannelView[];
  /** Null: the user may not change channels (no actions). */
  onEdit: ((channel: SalesChannelView) => void) | null;
  onDelete(channel: SalesChannelView): void;
}

/** The sales channels: a table on wide screens, cards on phones (every value and action in view). */
export function SalesChannelList(props: SalesChannelListProps) {
  const wide = useBreakpointUp('md');
  return wide ? <ChannelTable {...props} /> : <ChannelCards {...props} />;
}

/** What a channel shows, formatted once for the table and the cards. */
function useChannelView() {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const percent = (value: number) => `${value.toLocaleString(i18n.locale, { maximumFractionDigits: 2 })} %`;
  const number = (value: number) => value.toLocaleString(i18n.locale, { maximumFractionDigits: 2 });
  /** The channel's marketplace settings in a few words ("—": none, the company's and the products' apply). */
  const marketplace = (channel: SalesChannelView): string => {
    const parts: string[] = [];
    if (channel.shippingCharge != null) {
      const charge = channel.shippingCharge.toLocaleString(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      parts.push(t`Shipping charge ${charge} ${channel.currency}`);
    }
    if (channel.commissionOnShipping) parts.push(t`commission on shipping`);
    if (channel.priceEndings) {
      const endings = channel.priceEndings.endings.length > 0 ? formatPriceEndings(channel.priceEndings.endings) : t`any`;
      parts.push(t`own endings ${endings}`);
    }
    const min = channel.minTotalCostMarkup;
    const max = channel.maxTotalCostMarkup;
    if (min != null && max != null) parts.push(t`total cost markup ${number(min)}–${number(max)} %`);
    else if (min != null) parts.push(t`total cost markup at least ${number(min)} %`);
    else if (max != null) parts.push(t`total cost markup at most ${number(max)} %`);
    return parts.length > 0 ? parts.join(' · ') : '—';
  };
  return (channel: SalesChannelView) => ({
    country: countryName(channel.country),
    commission: percent(channel.commissionRate),
    vat: percent(channel.vatRate),
    shipping: channel.noShippingCost ? t`None` : t`From the shipping rates`,
    marketplace: marketplace(channel),
    editLabel: t`Edit ${channel.name}`,
    deleteLabel: t`Delete ${channel.name}`,
  });
}

function ChannelTable({ channels, onEdit, onDelete }: SalesChannelListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useChannelView();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Sales channels`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Country`}</TableHeaderCell>
            <TableHeaderCell>{t`Currency`}</TableHeaderCell>
            <NumericHeaderCell>{t`Commission rate`}</NumericHeaderCell>
            <NumericHeaderCell>{t`VAT rate`}</NumericHeaderCell>
            <TableHeaderCell>{t`Shipping costs`}</TableHeaderCell>
            <TableHeaderCell>{t`Marketplace settings`}</TableHeaderCell>
            {onEdit && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {channels.map((channel) => {
            const shown = view(channel);
            return (
              <TableRow key={channel.channelId}>
                <TableCell>
                  <Text weight="semibold">{channel.name}</Text>
                </TableCell>
                <TableCell>{shown.country}</TableCell>
                <TableCell>{channel.currency}</TableCell>
                <TableCell className={styles.number}>{shown.commission}</TableCell>
                <TableCell className={styles.number}>{shown.vat}</TableCell>
                <TableCell>{shown.shipping}</TableCell>
                <TableCell>{shown.marketplace}</TableCell>
                {onEdit && (
                  <TableCell className={styles.actions}>
                    <RowActionButton compact text={t`Edit`} label={shown.editLabel} icon={<EditRegular />} onClick={() => onEdit(channel)} />
                    <RowActionButton compact text={t`Delete`} label={shown.deleteLabel} icon={<DeleteRegular />} onClick={() => onDelete(channel)} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function ChannelCards({ channels, onEdit, onDelete }: SalesChannelListProps) {
  const { t } = useLingui();
  const view = useChannelView();
  return (
    <CardList label={t`Sales channels`}>
      {channels.map((channel) => {
        const shown = view(channel);
        return (
          <CardListItem key={channel.channelId}>
            <Text weight="semibold">{channel.name}</Text>
            <CardFacts
              facts={[
                [t`Country`, shown.country],
                [t`Currency`, channel.currency],
                [t`Commission rate`, shown.commission],
                [t`VAT rate`, shown.vat],
                [t`Shipping costs`, shown.shipping],
                [t`Marketplace settings`, shown.marketplace],
              ]}
            />
            {onEdit && (
              <CardActions>
                <RowActionButton text={t`Edit`} label={shown.editLabel} icon={<EditRegular />} onClick={() => onEdit(channel)} />
                <RowActionButton text={t`Delete`} label={shown.deleteLabel} icon={<DeleteRegular />} onClick={() => onDelete(channel)} />
              </CardActions>
            )}
          </CardListItem>
        );
      })}
    </CardList>
  );
}
