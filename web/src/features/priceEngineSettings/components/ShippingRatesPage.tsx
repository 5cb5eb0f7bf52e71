import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { ShippingRateView } from '@pm/contracts';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { SHIPPING_MODE_LABELS } from '../utils/settingsLabels.ts';
import { DeleteShippingRateDialog } from './DeleteShippingRateDialog.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';
import { ShippingRateCheck } from './ShippingRateCheck.tsx';
import { ShippingRateFormDialog } from './ShippingRateFormDialog.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  actions: { whiteSpace: 'nowrap' },
});

/** `/settings/price-engine/shipping-rates`: the own shipping costs per carrier, country and mode, and a rate check. */
export function ShippingRatesPage() {
  return <PricingSettingsGate>{(context) => <ShippingRates {...context} />}</PricingSettingsGate>;
}

function ShippingRates({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const countryName = useCountryName();
  const form = useDialogTarget<ShippingRateView>();
  const deletion = useDialogTarget<ShippingRateView>();
  const amount = (value: number) => value.toLocaleString(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const yesNo = (flag: boolean) => (flag ? t`Yes` : t`No`);

  return (
    <PriceEngineSubpage
      title={t`Shipping rates`}
      intro={t`What shipping costs your shop: the engine takes the cheapest rate of the channel's country that carries the product.`}
      actions={
        canConfigure && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => form.show(null)}>
            {t`Create shipping rate`}
          </Button>
        )
      }
    >
      {settings.shippingRates.length === 0 ? (
        <Text>{t`There are no shipping rates yet.`}</Text>
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={t`Shipping rates`} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Carrier`}</TableHeaderCell>
                <TableHeaderCell>{t`Country`}</TableHeaderCell>
                <TableHeaderCell>{t`Shipping mode`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`Base tariff`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`Max. weight`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`Hazard`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`LQ`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`NC goods`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`NC measures`}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t`NC volume`}</TableHeaderCell>
                <TableHeaderCell>{t`Allowed: hazardous / LQ / NC`}</TableHeaderCell>
                {canConfigure && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {settings.shippingRates.map((rate) => (
                <TableRow key={rate.rateId}>
                  <TableCell>
                    <Text weight="semibold">{rate.carrier}</Text>
                  </TableCell>
                  <TableCell>{countryName(rate.country)}</TableCell>
                  <TableCell>{i18n._(SHIPPING_MODE_LABELS[rate.shippingMode])}</TableCell>
                  <TableCell className={styles.number}>{amount(rate.baseTariff)}</TableCell>
                  <TableCell className={styles.number}>{t`${rate.maxWeight.toLocaleString(i18n.locale)} kg`}</TableCell>
                  <TableCell className={styles.number}>{amount(rate.hazardSurcharge)}</TableCell>
                  <TableCell className={styles.number}>{amount(rate.lqSurcharge)}</TableCell>
                  <TableCell className={styles.number}>{amount(rate.ncGoodsSurcharge)}</TableCell>
                  <TableCell className={styles.number}>{amount(rate.ncMeasuresSurcharge)}</TableCell>
                  <TableCell className={styles.number}>{amount(rate.ncVolumeSurcharge)}</TableCell>
                  <TableCell>{`${yesNo(rate.hazardousAllowed)} / ${yesNo(rate.lqAllowed)} / ${yesNo(rate.ncAllowed)}`}</TableCell>
                  {canConfigure && (
                    <TableCell className={styles.actions}>
                      <RowActionButton compact text={t`Edit`} label={t`Edit ${rate.carrier} ${countryName(rate.country)}`} icon={<EditRegular />} onClick={() => form.show(rate)} />
                      <RowActionButton compact text={t`Delete`} label={t`Delete ${rate.carrier} ${countryName(rate.country)}`} icon={<DeleteRegular />} onClick={() => deletion.show(rate)} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ShippingRateCheck rates={settings.shippingRates} />
      {canConfigure && form.open && <ShippingRateFormDialog key={form.key} companyId={companyId} rate={form.target} revision={settings.revision} open={form.open} onClose={form.close} />}
      {canConfigure && <DeleteShippingRateDialog key={deletion.key} companyId={companyId} rate={deletion.target} revision={settings.revision} open={deletion.open} onClose={deletion.close} />}
    </PriceEngineSubpage>
  );
}
