import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { SalesChannelView } from '@pm/contracts';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { DeleteSalesChannelDialog } from './DeleteSalesChannelDialog.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';
import { SalesChannelFormDialog } from './SalesChannelFormDialog.tsx';
import { SalesChannelList } from './SalesChannelList.tsx';

/** `/settings/price-engine/sales-channels`: where the company sells, with commission, VAT and currency. */
export function SalesChannelsPage() {
  return <PricingSettingsGate>{(context) => <SalesChannels {...context} />}</PricingSettingsGate>;
}

function SalesChannels({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t } = useLingui();
  const form = useDialogTarget<SalesChannelView>();
  const deletion = useDialogTarget<SalesChannelView>();

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
        <SalesChannelList channels={settings.channels} onEdit={canConfigure ? form.show : null} onDelete={deletion.show} />
      )}
      {canConfigure && form.open && <SalesChannelFormDialog key={form.key} companyId={companyId} channel={form.target} revision={settings.revision} open={form.open} onClose={form.close} />}
      {canConfigure && (
        <DeleteSalesChannelDialog key={deletion.key} companyId={companyId} channel={deletion.target} revision={settings.revision} open={deletion.open} onClose={deletion.close} />
      )}
    </PriceEngineSubpage>
  );
}
