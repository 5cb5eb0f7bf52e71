import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Badge, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { MorningSyncView, RunFailureReason } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { messageForCode } from '../../../lib/errorMessages.ts';
import { RUN_FAILURE_LABELS } from '../../../lib/runFailureLabels.ts';

const useStyles = makeStyles({
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Step = MorningSyncView['steps'][number];

const STEP_LABELS: Record<Step['step'], MessageDescriptor> = {
  INPUTS_REFRESH: msg`Inputs refreshed from the ERP/shop system`,
  SCHEDULED_RUN: msg`Scheduled rule-engine run`,
  FEED_SYNC: msg`Output feed synchronised`,
};

/** Reasons a step reports besides the ERP's error codes and a run's failure reasons. */
const STEP_CODES: Record<string, MessageDescriptor> = {
  NO_ERP_CONNECTION: msg`No ERP/shop system is connected.`,
  SCHEDULED_RUN_OFF: msg`The scheduled run is switched off.`,
  RUN_NOT_FINISHED: msg`The scheduled run had not finished in time; the feed was synchronised without waiting further.`,
};

/** The price-engine overview's card of the latest morning: inputs refresh → scheduled run → feed sync. */
export function MorningSyncCard({ sync }: { sync: MorningSyncView | null | undefined }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(new Date(iso));
  const day = (date: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const reason = (step: Step): string | null => {
    const statusCode = step.statusCode;
    if (statusCode !== null) return t`Inputs or prices could not be refreshed: the ERP/shop system responded with code ${statusCode}.`;
    if (step.code === null) return null;
    const known = STEP_CODES[step.code] ?? (RUN_FAILURE_LABELS as Partial<Record<string, MessageDescriptor>>)[step.code as RunFailureReason];
    return i18n._(known ?? messageForCode(step.code));
  };
  const status = (step: Step) => {
    if (step.status === 'COMPLETED') return { label: t`Completed`, color: 'success' as const };
    if (step.status === 'FAILED') return { label: t`Failed`, color: 'danger' as const };
    return { label: t`Skipped`, color: 'informative' as const };
  };
  return (
    <Card>
      <CardHeader header={<Text weight="semibold">{t`Morning sync`}</Text>} description={sync ? <Text className={styles.muted}>{day(sync.date)}</Text> : undefined} />
      {sync && sync.steps.length > 0 ? (
        <ul className={styles.steps} aria-label={t`Steps of the morning sync`}>
          {sync.steps.map((step) => {
            const { label, color } = status(step);
            const why = reason(step);
            const when = time(step.at);
            return (
              <li key={step.step} className={styles.step}>
                <div className={styles.head}>
                  <Text>{i18n._(STEP_LABELS[step.step])}</Text>
                  <Badge appearance="tint" color={color}>
                    {label}
                  </Badge>
                </div>
                <Text size={200} className={styles.muted}>
                  {why ? t`${when}: ${why}` : when}
                </Text>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text className={styles.muted}>{t`The morning sync has not run yet: every morning the inputs are refreshed from the ERP/shop system, then the scheduled run starts, then the output feed is synchronised.`}</Text>
      )}
      <div className={styles.links}>
        <AppLink to="/settings/price-engine/erp-connection">{t`ERP/shop connection`}</AppLink>
      </div>
    </Card>
  );
}
