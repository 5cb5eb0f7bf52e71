import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { SettingsLinkCard } from '../../../components/SettingsLinkCard.tsx';
import { EngineSettingsForm } from './EngineSettingsForm.tsx';
import { PriceEndingsForm } from './PriceEndingsForm.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' },
  },
});

/** `/settings/price-engine`: the price engine's settings pages, the engine settings and the price endings. */
export function PriceEngineSettingsPage() {
  return <PricingSettingsGate>{(context) => <PriceEngineSettings {...context} />}</PricingSettingsGate>;
}

function PriceEngineSettings({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t } = useLingui();
  const styles = useStyles();
  const channels = settings.channels.length;
  const rates = settings.shippingRates.length;
  const exchangeRates = settings.exchangeRates.length;
  return (
    <PageLayout title={t`Price engine settings`} back={<AppLink to="/settings">{t`‹ Back to settings`}</AppLink>} intro={t`Everything the rule engine needs to propose prices: where you sell, what shipping costs, whom you compare with and how prices end.`}>
      <nav aria-label={t`Price engine settings`}>
        <ul className={styles.cards}>
          <li>
            <SettingsLinkCard to="/settings/price-engine/sales-channels" title={t`Sales channels`} description={t`Commission, VAT and currency per channel. Configured: ${channels}`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/shipping-rates" title={t`Shipping rates`} description={t`Own shipping costs and a rate check. Configured: ${rates}`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/competitors" title={t`Competitors`} description={t`Which shops and marketplaces the engine compares with.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/metrics" title={t`Metrics`} description={t`Top metric, visible metrics and traffic-light thresholds.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/guardrails" title={t`Guardrails`} description={t`Max. price change per run, never below cost, never above the MSRP, and when "confirm all" asks again.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/exchange-rates" title={t`Exchange rates`} description={t`Dated rates for channels in another currency. Configured: ${exchangeRates}`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/output-feed" title={t`Output feed`} description={t`Feed URLs from which your shop or ERP picks up the confirmed prices, and a preview.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/erp-connection" title={t`ERP connection`} description={t`Connect Plenty or a shop export, test it, and refresh inputs and output channels.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/custom-values" title={t`Custom values`} description={t`Named fields of your own, filled from the ERP and usable in price-rule filters.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/input-data-mapping" title={t`Input data mapping`} description={t`Which ERP/shop fields fill product fields and custom values, how values are read, and a preview.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/output-data-mapping" title={t`Output data mapping`} description={t`Per sales channel, the ERP sales prices receiving the regular and the strike price.`} />
          </li>
          <li>
            <SettingsLinkCard to="/settings/price-engine/price-rules" title={t`Price rules`} description={t`Targets, filters and constraints per sales channel.`} />
          </li>
        </ul>
      </nav>
      <EngineSettingsForm companyId={companyId} settings={settings} canConfigure={canConfigure} />
      <PriceEndingsForm companyId={companyId} settings={settings} canConfigure={canConfigure} />
    </PageLayout>
  );
}
