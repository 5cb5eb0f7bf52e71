import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { DataMappingIssue, ErpOutputChannel, OutputChannelMapping, OutputMapping, SalesChannelView } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { usePricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useErpOutputChannels } from '../api/erpOutputChannelsQuery.ts';
import { useSetOutputMapping } from '../api/setOutputMapping.ts';
import { useMappingNames } from '../hooks/useMappingNames.ts';
import { mappingIssuesOf } from '../utils/mappingIssues.ts';
import { mappingIssueMessage } from '../utils/mappingMessages.ts';
import { outputFormValues, toOutputMapping } from '../utils/outputMappingForm.ts';
import type { OutputFormValues } from '../utils/outputMappingForm.ts';
import { ChoiceField } from './ChoiceField.tsx';
import type { Choice } from './ChoiceField.tsx';
import { DataMappingGate } from './DataMappingGate.tsx';
import type { DataMappingContext } from './DataMappingGate.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  channels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  channel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  channelName: { gridColumn: '1 / -1' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** `/settings/price-engine/output-data-mapping`: per sales channel, the ERP sales prices receiving the regular and the strike price. */
export function OutputDataMappingPage() {
  return <DataMappingGate>{(context) => <OutputDataMapping {...context} />}</DataMappingGate>;
}

function OutputDataMapping({ companyId, dataMapping, canEdit }: DataMappingContext) {
  const { t } = useLingui();
  const styles = useStyles();
  const formatDateTime = useFormatDateTime();
  const settings = usePricingSettings(companyId);
  const outputChannels = useErpOutputChannels(companyId);
  const names = useMappingNames(dataMapping.customValues, outputChannels.data?.channels ?? []);
  if (settings.isPending || outputChannels.isPending) return <AreaSpinner />;
  if (firstLoadFailed(settings)) return <LoadError what={t`The sales channels could not be loaded.`} error={settings.error} onRetry={() => void settings.refetch()} />;
  if (firstLoadFailed(outputChannels)) return <LoadError what={t`The output channels could not be loaded.`} error={outputChannels.error} onRetry={() => void outputChannels.refetch()} />;
  const channels = settings.data.channels;
  const erpChannels = outputChannels.data.channels;
  const readAt = outputChannels.data.readAt;
  return (
    <PriceEngineSubpage
      title={t`Output data mapping`}
      intro={t`Per sales channel: which sales price of your ERP/shop system receives the regular price and which the strike price. An output channel can receive the prices of only one sales channel.`}
    >
      <RefreshFailed query={settings} />
      <RefreshFailed query={outputChannels} />
      <SettingsSection
        title={t`Sales channels`}
        description={
          erpChannels.length === 0
            ? t`No output channels have been read from the ERP/shop system yet: refresh the output channels on the ERP connection page.`
            : readAt
              ? t`Output channels as read on ${formatDateTime(readAt)}.`
              : undefined
        }
      >
        {erpChannels.length === 0 && <AppLink to="/settings/price-engine/erp-connection">{t`Open the ERP connection`}</AppLink>}
        {channels.length === 0 ? (
          <Text className={styles.hint}>
            {t`The company has no sales channel yet.`} <AppLink to="/settings/price-engine/sales-channels">{t`Create a sales channel`}</AppLink>
          </Text>
        ) : canEdit ? (
          <OutputMappingForm companyId={companyId} saved={dataMapping.output} revision={dataMapping.revision} channels={channels} erpChannels={erpChannels} salesPriceName={names.salesPrice} />
        ) : (
          <OutputMappingReadOnly saved={dataMapping.output} channels={channels} salesPriceName={names.salesPrice} />
        )}
      </SettingsSection>
    </PriceEngineSubpage>
  );
}

function OutputMappingReadOnly({ saved, channels, salesPriceName }: { saved: OutputMapping | null; channels: SalesChannelView[]; salesPriceName(id: string): string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const of = (channelId: string): OutputChannelMapping | undefined => saved?.channels.find((c) => c.channelId === channelId);
  return (
    <>
      <Text className={styles.hint}>{t`Only administrators change the data mapping.`}</Text>
      <CardList label={t`Sales channels`}>
        {channels.map((channel) => {
          const mapping = of(channel.channelId);
          return (
            <CardListItem key={channel.channelId}>
              <Subtitle2 as="h3">{channel.name}</Subtitle2>
              <CardFacts
                facts={[
                  [t`Regular price goes to`, mapping?.regularSalesPriceId ? salesPriceName(mapping.regularSalesPriceId) : t`Not mapped`],
                  [t`Strike price goes to`, mapping?.strikeSalesPriceId ? salesPriceName(mapping.strikeSalesPriceId) : t`Not mapped`],
                ]}
              />
            </CardListItem>
          );
        })}
      </CardList>
    </>
  );
}

interface OutputMappingFormProps {
  companyId: string;
  saved: OutputMapping | null;
  revision: string;
  channels: SalesChannelView[];
  erpChannels: ErpOutputChannel[];
  salesPriceName(id: string): string;
}

function OutputMappingForm({ companyId, saved, revision, channels, erpChannels, salesPriceName }: OutputMappingFormProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetOutputMapping(companyId);
  const [seenRevision, setSeenRevision] = useState(revision);
  const [values, setValues] = useState<OutputFormValues>(() => outputFormValues(saved));
  // The channels in the order they were sent: the server's issues name them by index.
  const [sent, setSent] = useState<string[]>([]);
  const issues: DataMappingIssue[] = save.isError ? mappingIssuesOf(save.error) : [];
  const channelName = (channelId: string) => channels.find((c) => c.channelId === channelId)?.name ?? channelId;
  const issueNames = { channel: channelName, dataType: (type: string) => type, target: (path: string) => path };
  const issueAt = (channelId: string, part: 'channelId' | 'regularSalesPriceId' | 'strikeSalesPriceId') => {
    const index = sent.indexOf(channelId);
    const messages = issues.filter((issue) => issue.path === `channels.${index}.${part}`).map((issue) => i18n._(mappingIssueMessage(issue, issueNames)));
    return messages.length > 0 ? messages.join(' ') : undefined;
  };

  const known = new Set(erpChannels.map((c) => c.id));
  const mappedIds = Object.values(values).flatMap((v) => [v.regularSalesPriceId, v.strikeSalesPriceId]).filter((id) => id !== '' && !known.has(id));
  const choices: Choice[] = [
    ...erpChannels.map((c) => ({ value: c.id, label: salesPriceName(c.id) })),
    // A sales price mapped before that the last refresh no longer found stays choosable (and visible).
    ...[...new Set(mappedIds)].map((id) => ({ value: id, label: t`${id} (no longer in the ERP/shop system)` })),
  ];
  const set = (channelId: string, part: 'regularSalesPriceId' | 'strikeSalesPriceId', value: string) =>
    setValues((current) => ({ ...current, [channelId]: { regularSalesPriceId: '', strikeSalesPriceId: '', ...current[channelId], [part]: value } }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const mapping = toOutputMapping(values, channels.map((c) => c.channelId));
    setSent(mapping.channels.map((c) => c.channelId));
    save.mutate(
      { mapping, expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          notify.success(t`Output data mapping saved.`);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Output data mapping`}>
      <ul className={styles.channels} aria-label={t`Sales channels`}>
        {channels.map((channel) => {
          const current = values[channel.channelId];
          const channelIssue = issueAt(channel.channelId, 'channelId');
          return (
            <li key={channel.channelId} className={styles.channel} aria-label={channel.name}>
              <Subtitle2 as="h3" className={styles.channelName}>
                {channel.name}
              </Subtitle2>
              {channelIssue && <ErrorBar message={channelIssue} />}
              <ChoiceField
                label={t`Regular price goes to`}
                value={current?.regularSalesPriceId ?? ''}
                choices={choices}
                placeholder={t`Not mapped`}
                required
                disabled={save.isPending}
                onChange={(value) => set(channel.channelId, 'regularSalesPriceId', value)}
                message={issueAt(channel.channelId, 'regularSalesPriceId')}
              />
              <ChoiceField
                label={t`Strike price goes to`}
                value={current?.strikeSalesPriceId ?? ''}
                choices={choices}
                placeholder={t`Not mapped`}
                required
                disabled={save.isPending}
                onChange={(value) => set(channel.channelId, 'strikeSalesPriceId', value)}
                message={issueAt(channel.channelId, 'strikeSalesPriceId')}
              />
            </li>
          );
        })}
      </ul>
      <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
      <div>
        <SubmitButton busy={save.isPending}>{t`Save output data mapping`}</SubmitButton>
      </div>
    </form>
  );
}
