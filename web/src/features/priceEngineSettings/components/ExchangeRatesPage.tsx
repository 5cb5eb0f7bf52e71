import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { DeleteExchangeRateDialog } from './DeleteExchangeRateDialog.tsx';
import { ExchangeRateFormDialog } from './ExchangeRateFormDialog.tsx';
import { ExchangeRateList } from './ExchangeRateList.tsx';
import type { ExchangeRateTarget } from './ExchangeRateFormDialog.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import { PurchaseCurrencyForm } from './PurchaseCurrencyForm.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';

/** `/settings/price-engine/exchange-rates`: the dated rates channels in another currency convert costs and limits with. */
export function ExchangeRatesPage() {
  return <PricingSettingsGate>{(context) => <ExchangeRates {...context} />}</PricingSettingsGate>;
}

function ExchangeRates({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t } = useLingui();
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
        <ExchangeRateList rates={rates} onEdit={canConfigure ? form.show : null} onDelete={deletion.show} />
      )}
      </SettingsSection>
      {canConfigure && form.open && <ExchangeRateFormDialog key={form.key} companyId={companyId} rates={rates} target={form.target} revision={settings.revision} open={form.open} onClose={form.close} />}
      {canConfigure && <DeleteExchangeRateDialog key={deletion.key} companyId={companyId} rates={rates} target={deletion.target} revision={settings.revision} open={deletion.open} onClose={deletion.close} />}
    </PriceEngineSubpage>
  );
}
