import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import type { EngineCompetitors } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import { useSetEngineCompetitors } from '../api/setEngineCompetitors.ts';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, border: 'none' },
  host: { color: tokens.colorNeutralForeground3 },
});

/** `/settings/price-engine/competitors`: which connected shops and marketplaces count for the rule engine. */
export function CompetitorsPage() {
  return <PricingSettingsGate>{(context) => <Competitors {...context} />}</PricingSettingsGate>;
}

function Competitors({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const sources = useSources(companyId);
  const save = useSetEngineCompetitors(companyId);
  const [seenRevision, setSeenRevision] = useState(settings.revision);
  const [mode, setMode] = useState<EngineCompetitors['mode']>(settings.competitors.mode);
  const [selected, setSelected] = useState<string[]>(settings.competitors.sourceIds);

  if (sources.isPending) return <AreaSpinner />;
  if (firstLoadFailed(sources)) return <LoadError what={t`The shops and marketplaces could not be loaded.`} error={sources.error} onRetry={() => void sources.refetch()} />;
  const connected = sources.data;
  const chosen = connected.filter((s) => selected.includes(s.id));
  const counted = mode === 'ONLY' ? chosen.length : connected.length - chosen.length;

  const toggle = (sourceId: string, checked: boolean) => setSelected((current) => (checked ? [...current, sourceId] : current.filter((id) => id !== sourceId)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canConfigure || save.isPending) return;
    // Disconnected shops drop out: only connected ones may be chosen.
    const sourceIds = chosen.map((s) => s.id);
    save.mutate({ competitors: { mode, sourceIds }, expectedRevision: seenRevision }, {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          notify.success(t`Competitor selection saved.`);
        },
      });
  };

  return (
    <PriceEngineSubpage title={t`Competitors`} intro={t`Choose which of your connected shops and marketplaces the rule engine compares with.`}>
      <RefreshFailed query={sources} />
      <SettingsSection title={t`Competitors for the rule engine`} description={t`The engine compares with ${counted} of ${connected.length} connected shops and marketplaces.`}>
        {connected.length === 0 ? (
          <Text>{t`No shops or marketplaces are connected yet. Connect them under Shops & Marketplaces.`}</Text>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
            <Field label={t`Which competitors count`}>
              <RadioGroup value={mode} disabled={!canConfigure} onChange={(_event, data) => setMode(data.value === 'ONLY' ? 'ONLY' : 'ALL_EXCEPT')}>
                <Radio value="ALL_EXCEPT" label={t`All connected shops except the selected ones (exclude)`} />
                <Radio value="ONLY" label={t`Only the selected shops (include)`} />
              </RadioGroup>
            </Field>
            <fieldset className={styles.list}>
              <legend>
                <Text weight="semibold">{mode === 'ONLY' ? t`Included shops and marketplaces` : t`Excluded shops and marketplaces`}</Text>
              </legend>
              {connected.map((source) => (
                <Checkbox
                  key={source.id}
                  disabled={!canConfigure}
                  checked={selected.includes(source.id)}
                  onChange={(_event, data) => toggle(source.id, data.checked === true)}
                  label={
                    <>
                      {source.name} <span className={styles.host}>{source.hostname}</span>
                    </>
                  }
                />
              ))}
            </fieldset>
            {canConfigure && (
              <div>
                <SubmitButton busy={save.isPending}>{t`Save competitors`}</SubmitButton>
              </div>
            )}
          </form>
        )}
      </SettingsSection>
    </PriceEngineSubpage>
  );
}
