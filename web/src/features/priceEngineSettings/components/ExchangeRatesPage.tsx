import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { formatDay, formatRate } from '../utils/formatExchangeRate.ts';
import { DeleteExchangeRateDialog } from './DeleteExchangeRateDialog.tsx';
import { ExchangeRateFormDialog } from './ExchangeRateFormDialog.tsx';
import type { ExchangeRateTarget } from './ExchangeRateFormDialog.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import { PurchaseCurrencyForm } from './PurchaseCurrencyForm.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  actions: { whiteSpace: 'nowrap' },
});

/** `/settings/price-engine/exchange-rates`: the dated rates channels in another currency convert costs and limits with. */
export function ExchangeRatesPage() {
  return <PricingSettingsGate>{(context) => <ExchangeRates {...context} />}</PricingSettingsGate>;
}

function ExchangeRates({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const form = useDialogTarget<ExchangeRateTarget>();
  const deletion = useDialogTarget<ExchangeRateTarget>();
  const rates = settings.exchangeRates;

  return (
    <PriceEngineSubpage
      title={t`Exchange rates`}
      intro={t`A channel in another currency than a product's purchase price or price limits converts them with the newest rate valid on the run's day. Without a rate the engine refuses to price the product and says why.`}
      actions={
        canConfigure && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => form.show(null)}>
            {t`Add exchange rate`}
          </Button>
        )
      }
    >
      <PurchaseCurrencyForm companyId={companyId} settings={settings} canConfigure={canConfigure} />
      <SettingsSection title={t`Rates`} description={t`1 unit of the first currency = rate × the second, valid from a day until a newer rate of the pair. A pair given only the other way round is used inverted.`}>
      {rates.length === 0 ? (
        <Text>{t`There are no exchange rates yet.`}</Text>
      ) : (
        <div className={styles.wrap}>
          <Table aria-label={t`Exchange rates`} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`From`}</TableHeaderCell>
                <TableHeaderCell>{t`To`}</TableHeaderCell>
                <NumericHeaderCell>{t`Rate`}</NumericHeaderCell>
                <TableHeaderCell>{t`Valid from`}</TableHeaderCell>
                {canConfigure && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rates.map((rate, index) => {
                const pair = `${rate.from} → ${rate.to}`;
                const day = formatDay(rate.validFrom, i18n.locale);
                return (
                  <TableRow key={`${rate.from}-${rate.to}-${rate.validFrom}`}>
                    <TableCell>{rate.from}</TableCell>
                    <TableCell>{rate.to}</TableCell>
                    <TableCell className={styles.number}>{t`1 ${rate.from} = ${formatRate(rate.rate, i18n.locale)} ${rate.to}`}</TableCell>
                    <TableCell>{day}</TableCell>
                    {canConfigure && (
                      <TableCell className={styles.actions}>
                        <RowActionButton compact text={t`Edit`} label={t`Edit ${pair} from ${day}`} icon={<EditRegular />} onClick={() => form.show({ index, rate })} />
                        <RowActionButton compact text={t`Delete`} label={t`Delete ${pair} from ${day}`} icon={<DeleteRegular />} onClick={() => deletion.show({ index, rate })} />
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      </SettingsSection>
      {canConfigure && form.open && <ExchangeRateFormDialog key={form.key} companyId={companyId} rates={rates} target={form.target} revision={settings.revision} open={form.open} onClose={form.close} />}
      {canConfigure && <DeleteExchangeRateDialog key={deletion.key} companyId={companyId} rates={rates} target={deletion.target} revision={settings.revision} open={deletion.open} onClose={deletion.close} />}
    </PriceEngineSubpage>
  );
}
