import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ShippingRateView } from '@pm/contracts';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { DeleteShippingRateDialog } from './DeleteShippingRateDialog.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';
import { ShippingRateCheck } from './ShippingRateCheck.tsx';
import { ShippingRateFormDialog } from './ShippingRateFormDialog.tsx';
import { ShippingRateList } from './ShippingRateList.tsx';

/** `/settings/price-engine/shipping-rates`: the own shipping costs per carrier, country and mode, and a rate check. */
export function ShippingRatesPage() {
  return <PricingSettingsGate>{(context) => <ShippingRates {...context} />}</PricingSettingsGate>;
}

function ShippingRates({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t } = useLingui();
  const form = useDialogTarget<ShippingRateView>();
  const deletion = useDialogTarget<ShippingRateView>();

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
        <ShippingRateList rates={settings.shippingRates} onEdit={canConfigure ? form.show : null} onDelete={deletion.show} />
      )}
      <ShippingRateCheck rates={settings.shippingRates} />
      {canConfigure && form.open && <ShippingRateFormDialog key={form.key} companyId={companyId} rate={form.target} revision={settings.revision} open={form.open} onClose={form.close} />}
      {canConfigure && <DeleteShippingRateDialog key={deletion.key} companyId={companyId} rate={deletion.target} revision={settings.revision} open={deletion.open} onClose={deletion.close} />}
    </PriceEngineSubpage>
  );
}
