import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { SalesChannelView } from '@pm/contracts';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { formatPriceEndings } from '../utils/parsePriceEndings.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { DeleteSalesChannelDialog } from './DeleteSalesChannelDialog.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';
import { SalesChannelFormDialog } from './SalesChannelFormDialog.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

/** `/settings/price-engine/sales-channels`: where the company sells, with commission, VAT and currency. */
export function SalesChannelsPage() {
  return <PricingSettingsGate>{(context) => <SalesChannels {...context} />}</PricingSettingsGate>;
}

function SalesChannels({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const countryName = useCountryName();
  const form = useDialogTarget<SalesChannelView>();
  const deletion = useDialogTarget<SalesChannelView>();
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

  return (
    <PriceEngineSubpage
      title={t`Sales channels`}
      intro={t`The shops and marketplaces you sell through: the engine proposes a price per product and channel, with the channel's commission and VAT.`}
      actions={
        canConfigure && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => form.show(null)}>
            {t`Create sales channel`}
          </Button>
        )
      }
    >
      {settings.channels.length === 0 ? (
        <Text>{t`There are no sales channels yet.`}</Text>
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={t`Sales channels`} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Name`}</TableHeaderCell>
                <TableHeaderCell>{t`Country`}</TableHeaderCell>
                <TableHeaderCell>{t`Currency`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`Commission rate`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`VAT rate`}</TableHeaderCell>
                <TableHeaderCell>{t`Shipping costs`}</TableHeaderCell>
                <TableHeaderCell>{t`Marketplace settings`}</TableHeaderCell>
                {canConfigure && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {settings.channels.map((channel) => (
                <TableRow key={channel.channelId}>
                  <TableCell>
                    <Text weight="semibold">{channel.name}</Text>
                  </TableCell>
                  <TableCell>{countryName(channel.country)}</TableCell>
                  <TableCell>{channel.currency}</TableCell>
                  <TableCell className={styles.number}>{percent(channel.commissionRate)}</TableCell>
                  <TableCell className={styles.number}>{percent(channel.vatRate)}</TableCell>
                  <TableCell>{channel.noShippingCost ? t`None` : t`From the shipping rates`}</TableCell>
                  <TableCell>{marketplace(channel)}</TableCell>
                  {canConfigure && (
                    <TableCell>
                      <RowActionButton compact text={t`Edit`} label={t`Edit ${channel.name}`} icon={<EditRegular />} onClick={() => form.show(channel)} />
                      <RowActionButton compact text={t`Delete`} label={t`Delete ${channel.name}`} icon={<DeleteRegular />} onClick={() => deletion.show(channel)} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {canConfigure && form.open && <SalesChannelFormDialog key={form.key} companyId={companyId} channel={form.target} revision={settings.revision} open={form.open} onClose={form.close} />}
      {canConfigure && (
        <DeleteSalesChannelDialog key={deletion.key} companyId={companyId} channel={deletion.target} revision={settings.revision} open={deletion.open} onClose={deletion.close} />
      )}
    </PriceEngineSubpage>
  );
}
