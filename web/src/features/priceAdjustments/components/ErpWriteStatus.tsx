import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { BadgeProps } from '@fluentui/react-components';
import type { ErpWriteStateBody } from '@pm/contracts';
import { messageForCode } from '../../../lib/errorMessages.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

export interface ErpWriteView {
  /** AWAITING: confirmed and not written yet (also after a retry); the write-now and retry buttons go by it. */
  kind: 'AWAITING' | 'RETRIED' | 'WRITTEN' | 'FAILED';
  label: string;
  color: NonNullable<BadgeProps['color']>;
  /** When it was written, or why it failed (the spec's §8 message with the ERP's status code). */
  detail: string | null;
  /** The ERP's own answer as recorded, where the ERP answered (its language, not ours; our own reasons are translated in `detail`). */
  answer: string | null;
}

/** A confirmed price's write to the ERP as text: awaiting / retried / written at … / failed with the ERP's code. */
export function useErpWriteView() {
  const { t, i18n } = useLingui();
  const at = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : null);
  return (write: ErpWriteStateBody | null | undefined): ErpWriteView => {
    switch (write?.status ?? 'NONE') {
      case 'WRITTEN': {
        const when = at(write?.writtenAt ?? null);
        return { kind: 'WRITTEN', label: t`Written to the ERP`, color: 'success', detail: when ? t`Written ${when}` : null, answer: null };
      }
      case 'FAILED': {
        const statusCode = write?.statusCode ?? null;
        const reason = statusCode !== null ? t`Inputs or prices could not be refreshed: the ERP/shop system responded with code ${statusCode}.` : t(messageForCode(write?.code ?? ''));
        const when = at(write?.failedAt ?? null);
        return { kind: 'FAILED', label: t`Write to the ERP failed`, color: 'danger', detail: when ? t`${when}: ${reason}` : reason, answer: statusCode !== null ? write?.message || null : null };
      }
      case 'RETRY':
        return { kind: 'RETRIED', label: t`Retried, awaiting write`, color: 'warning', detail: null, answer: null };
      default:
        return { kind: 'AWAITING', label: t`Awaiting write to the ERP`, color: 'informative', detail: null, answer: null };
    }
  };
}

/** Badge and detail of one adjustment's write to the ERP (submitted list, trace). */
export function ErpWriteStatus({ view }: { view: ErpWriteView }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Badge appearance="tint" color={view.color}>
        {view.label}
      </Badge>
      {view.detail && <Text size={200}>{view.detail}</Text>}
      {view.answer && (
        <Text size={200} className={styles.muted}>
          {view.answer}
        </Text>
      )}
    </div>
  );
}
