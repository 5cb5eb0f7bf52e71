import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AuditTrail } from '@pm/contracts';
import { AUDIT_STEP_LABELS } from '../utils/adjustmentLabels.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
  item: { paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  muted: { color: tokens.colorNeutralForeground3 },
  payload: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: '200px', overflow: 'auto', backgroundColor: tokens.colorNeutralBackground3, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium },
});

/** The events behind an adjustment, as recorded in the event log: when, who, what. */
export function AuditTrailTimeline({ trail }: { trail: AuditTrail }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  return (
    <>
      {trail.missingEventIds.length > 0 && <Text>{t`These observations named by the trace are not in the event log: ${trail.missingEventIds.join(', ')}`}</Text>}
      <ol className={styles.list} aria-label={t`Audit trail`}>
        {trail.entries.map((entry) => (
          <li key={entry.eventId} className={styles.item}>
            <div className={styles.head}>
              <Text weight="semibold">{t(AUDIT_STEP_LABELS[entry.step])}</Text>
              <Text>{when(entry.occurredAt)}</Text>
              <Text className={styles.muted}>{entry.actor.kind === 'SERVICE' ? t`by the ${entry.actor.name} service` : t`by ${entry.actor.name || t`a deleted user`}`}</Text>
            </div>
            <Text size={200} className={styles.muted}>
              {t`${entry.type} · event ${entry.eventId} · stream ${entry.streamId} · position ${entry.position}`}
            </Text>
            <details>
              <summary>{t`Payload`}</summary>
              <pre className={styles.payload}>{JSON.stringify(entry.data, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}
