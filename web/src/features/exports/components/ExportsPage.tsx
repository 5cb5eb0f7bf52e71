import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card, CardHeader, Field, makeStyles, Select, Switch, Text, tokens } from '@fluentui/react-components';
import { EARLIEST_DAY, type Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { usePricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';
import { formatDay } from '../../../lib/utils/formatDay.ts';
import { DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, priceAnalysisSearch } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { cheapestOffersParams, cheapestOffersWithShipping } from '../utils/cheapestOffers.ts';
import { defaultStrikeEnd, strikeParams, strikePeriodProblem, type StrikePeriodProblem } from '../utils/strikePeriod.ts';
import { ExportButton } from './ExportButton.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', gap: tokens.spacingHorizontalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
  note: { color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
});

/** `/insights/exports`: the four CSV exports (spec §9), each a streamed download. */
export function ExportsPage() {
  return <ProfileGate>{(profile) => <Exports profile={profile} />}</ProfileGate>;
}

function ExportCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">{title}</Text>} description={<Text className={styles.muted}>{description}</Text>} />
      {children}
    </Card>
  );
}

function Exports({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const country = usePreferencesStore((s) => s.selectedCountry);
  // What the price analysis compares with (the user's choice, else the company's default of Settings › Price analysis).
  const analysisWithShipping = usePreferencesStore((s) => s.withShippingCost.priceAnalysis);
  const countryName = useCountryName();
  const [shippingChoice, setShippingChoice] = useState<boolean | null>(null);
  const withShipping = cheapestOffersWithShipping(shippingChoice, analysisWithShipping);
  return (
    <PageLayout
      title={t`Exports`}
      back={<AppLink to="/insights">{t`Insights`}</AppLink>}
      intro={t`Download your data as CSV files for a spreadsheet. Large files arrive piece by piece; you see the progress and can cancel.`}>
      <div className={styles.grid}>
        <ExportCard title={t`Scrape records`} description={t`Every scrape record of the last 7 days, with the columns of the scrape records screen.`}>
          <ExportButton companyId={companyId} kind="scrape-records" />
        </ExportCard>
        <ExportCard title={t`Cheapest competitor prices`} description={t`Per product of ${countryName(country)}: your price and the 3 cheapest current competitor offers with shop, price, URL and time.`}>
          <Switch label={t`Include shipping costs`} checked={withShipping} onChange={(_event, data) => setShippingChoice(data.checked)} />
          <ExportButton companyId={companyId} kind="cheapest-offers" params={cheapestOffersParams(country, withShipping)} />
        </ExportCard>
        <StrikePricesCard companyId={companyId} />
        <ExportCard title={t`Price analysis`} description={t`All products of the price analysis of ${countryName(country)}. To export it with your filters and sort, use the download on the price analysis screen.`}>
          <AppLink to="/price-analysis">{t`Open the price analysis`}</AppLink>
          <ExportButton companyId={companyId} kind="price-analysis" params={priceAnalysisSearch(DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, country, analysisWithShipping)} />
        </ExportCard>
      </div>
      <Text size={200} className={styles.note}>
        {t`In German the files use a semicolon between cells and a decimal comma, in English a comma and a decimal point, so that Excel opens them directly. Times are in UTC. Cells that a spreadsheet would run as a formula start with an apostrophe.`}
      </Text>
    </PageLayout>
  );
}

function StrikePricesCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const today = new Date().toISOString().slice(0, 10);
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState('');
  const [channelId, setChannelId] = useState('');
  const settings = usePricingSettings(companyId);
  const problem = strikePeriodProblem(start, end, today);
  const earliest = formatDay(EARLIEST_DAY, i18n.locale);
  const defaultEnd = defaultStrikeEnd(start);
  const messages: Record<StrikePeriodProblem, string> = {
    'start-missing': t`Please enter the first day of the strike price.`,
    'start-too-early': t`The start must not be before ${earliest}: there are no prices before it.`,
    'start-in-future': t`The start must not be in the future: the reference price needs the 30 days before it.`,
    'end-before-start': t`The end must not be before the start.`,
    'too-long': t`At most 366 days.`,
  };
  const startMessage = problem === 'start-missing' || problem === 'start-too-early' || problem === 'start-in-future' ? messages[problem] : undefined;
  const endMessage = problem === 'end-before-start' || problem === 'too-long' ? messages[problem] : undefined;
  return (
    <ExportCard title={t`Strike prices`} description={t`Per product and sales channel: your current price and the reference price — the lowest own price of the 30 days before the start (German price law).`}>
      <div className={styles.fields}>
        <TextField label={t`Start`} type="date" required value={start} onChange={setStart} message={startMessage} />
        <TextField label={t`End`} type="date" value={end} onChange={setEnd} message={endMessage} hint={defaultEnd ? t`Empty: ${formatDay(defaultEnd, i18n.locale)} (start + 30 days)` : undefined} />
        <Field label={t`Sales channel`}>
          <Select value={channelId} onChange={(_event, data) => setChannelId(data.value)}>
            <option value="">{t`All channels`}</option>
            {(settings.data?.channels ?? []).map((channel) => (
              <option key={channel.channelId} value={channel.channelId}>
                {channel.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ExportButton companyId={companyId} kind="strike-prices" params={strikeParams(start, end, channelId)} disabled={problem !== null} />
    </ExportCard>
  );
}
