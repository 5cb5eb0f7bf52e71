import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AuditTrail } from '@pm/contracts';
import { AUDIT_STEP_LABELS } from '../utils/adjustmentLabels.ts';
import { actorLabel } from '../utils/decisionTraceLabels.ts';
import { messageForCode } from '../../../lib/errorMessages.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
  item: { paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  muted: { color: tokens.colorNeutralForeground3 },
  summary: { cursor: 'pointer', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  ids: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  payload: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: '200px', overflow: 'auto', backgroundColor: tokens.colorNeutralBackground3, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium },
});

/** The events behind an adjustment, as recorded in the event log: when, who, what; the log's ids folded away for auditors. */
export function AuditTrailTimeline({ trail }: { trail: AuditTrail }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  const missing = trail.missingEventIds.length;
  /** Why a write to the ERP failed, from the event's payload: the ERP's status code (spec §8) or our reason. */
  const erpFailure = (data: unknown) => {
    const failure = (typeof data === 'object' && data !== null ? data : {}) as { statusCode?: unknown; code?: unknown; message?: unknown };
    if (typeof failure.statusCode === 'number') {
      const statusCode = failure.statusCode;
      const answer = typeof failure.message === 'string' && failure.message !== '' ? ` ${failure.message}` : '';
      return `${t`Inputs or prices could not be refreshed: the ERP/shop system responded with code ${statusCode}.`}${answer}`;
    }
    return t(messageForCode(typeof failure.code === 'string' ? failure.code : ''));
  };
  return (
    <>
      {missing > 0 && (
        <div>
          <Text>{t`${missing} competitor observations named by the decision trace are not in the event log.`}</Text>
          <details>
            <summary className={styles.summary}>{t`For auditors: the missing event ids`}</summary>
            <p className={styles.ids}>{trail.missingEventIds.join(', ')}</p>
          </details>
        </div>
      )}
      <ol className={styles.list} aria-label={t`Audit trail`}>
        {trail.entries.map((entry) => (
          <li key={entry.eventId} className={styles.item}>
            <div className={styles.head}>
              <Text weight="semibold">{t(AUDIT_STEP_LABELS[entry.step])}</Text>
              <Text>{when(entry.occurredAt)}</Text>
              <Text className={styles.muted}>{i18n._(actorLabel(entry.actor))}</Text>
            </div>
            {entry.step === 'ERP_WRITE_FAILED' && <Text size={200}>{erpFailure(entry.data)}</Text>}
            <details>
              <summary className={styles.summary}>{t`For auditors: event and payload`}</summary>
              <p className={styles.ids}>{t`${entry.type} · event ${entry.eventId} · stream ${entry.streamId} · position ${entry.position}`}</p>
              <pre className={styles.payload}>{JSON.stringify(entry.data, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}
