import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, ProgressBar, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { ReadModelStatus } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { INTERRUPTED_LABEL, READ_MODEL_STATUS_LABELS, REBUILD_OUTCOME_LABELS, REBUILD_REASON_LABELS } from '../utils/rebuildLabels.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  table: { minWidth: '900px' },
  name: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '160px' },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

export interface ReadModelsTableProps {
  readModels: ReadModelStatus[];
  onRebuild(readModel: ReadModelStatus): void;
}

/** Every read model with its position, lag, status and rebuild — a table on wide screens, cards on phones. */
export function ReadModelsTable(props: ReadModelsTableProps) {
  const wide = useBreakpointUp('md');
  return wide ? <ReadModelRows {...props} /> : <ReadModelCards {...props} />;
}

function useFormats() {
  const { i18n } = useLingui();
  const numbers = new Intl.NumberFormat(i18n.locale);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    count: (value: string) => numbers.format(BigInt(value)),
    percent: (value: number) => percent.format(value),
    date: (value: string) => dates.format(new Date(value)),
    duration: (ms: number | null) => formatDuration(ms, i18n.locale),
  };
}

function StatusCell({ model }: { model: ReadModelStatus }) {
  const { i18n } = useLingui();
  return (
    <>
      <Badge appearance="tint" color={model.status === 'running' ? 'success' : model.status === 'retrying' ? 'danger' : 'informative'}>
        {i18n._(READ_MODEL_STATUS_LABELS[model.status])}
      </Badge>
      {model.lastError && <TechnicalError text={model.lastError} />}
    </>
  );
}

/** A running rebuild's progress, or how the last one ended. */
function RebuildCell({ model }: { model: ReadModelStatus }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const format = useFormats();
  if (model.rebuilding) {
    const { generation, progress } = model.rebuilding;
    const label = t`Rebuild of ${model.name}`;
    const share = format.percent(progress);
    return (
      <div className={styles.progress}>
        <ProgressBar aria-label={label} value={progress} thickness="large" />
        <Text size={200}>{t`Generation ${generation}: ${share} of the log`}</Text>
      </div>
    );
  }
  const last = model.rebuilds[0];
  if (!last) return <Text className={styles.muted}>{t`Never rebuilt`}</Text>;
  const outcome = i18n._(REBUILD_OUTCOME_LABELS[last.outcome]);
  const when = format.date(last.endedAt ?? last.startedAt);
  const reason = i18n._(REBUILD_REASON_LABELS[last.reason]);
  const took = format.duration(last.durationMs);
  return (
    <Text size={200}>
      {took ? t`${outcome} ${when} in ${took} (${reason})` : t`${outcome} ${when} (${reason})`}
      {last.error === 'INTERRUPTED' ? <span className={styles.error}> — {i18n._(INTERRUPTED_LABEL)}</span> : last.error && <TechnicalError text={last.error} />}
    </Text>
  );
}

/**
 * A projector's or rebuild's error as the service reported it: the exception's own text, in the
 * language of the code (it names files, fields and values), so it is marked as a technical detail
 * for the operator instead of passing for a message of the app.
 */
function TechnicalError({ text }: { text: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <span className={styles.error}>
      {' '}
      — {t`Technical detail:`} <code lang="en">{text}</code>
    </span>
  );
}

function RebuildButton({ model, onRebuild }: { model: ReadModelStatus; onRebuild(model: ReadModelStatus): void }) {
  const { t } = useLingui();
  const name = model.name;
  return (
    <Button size="small" aria-label={t`Rebuild ${name}`} disabled={model.rebuilding !== null} onClick={() => onRebuild(model)}>
      {t`Rebuild`}
    </Button>
  );
}

function ReadModelRows({ readModels, onRebuild }: ReadModelsTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const format = useFormats();
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroller} role="region" aria-label={t`Read models`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Read models`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Read model`}</TableHeaderCell>
            <NumericHeaderCell>{t`Version`}</NumericHeaderCell>
            <NumericHeaderCell>{t`Generation`}</NumericHeaderCell>
            <NumericHeaderCell>{t`Position`}</NumericHeaderCell>
            <NumericHeaderCell>{t`Lag`}</NumericHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <TableHeaderCell>{t`Rebuild`}</TableHeaderCell>
            <TableHeaderCell>{t`Actions`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {readModels.map((model) => (
            <TableRow key={model.name}>
              <TableCell className={styles.name}>{model.name}</TableCell>
              <TableCell className={styles.number}>{model.version}</TableCell>
              <TableCell className={styles.number}>{model.generation}</TableCell>
              <TableCell className={styles.number}>{format.count(model.position)}</TableCell>
              <TableCell className={styles.number}>{format.count(model.lag)}</TableCell>
              <TableCell>
                <StatusCell model={model} />
              </TableCell>
              <TableCell>
                <RebuildCell model={model} />
              </TableCell>
              <TableCell>
                <RebuildButton model={model} onRebuild={onRebuild} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ReadModelCards({ readModels, onRebuild }: ReadModelsTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const format = useFormats();
  return (
    <CardList label={t`Read models`}>
      {readModels.map((model) => (
        <CardListItem key={model.name}>
          <Text className={styles.name}>{model.name}</Text>
          <CardFacts
            facts={[
              [t`Version`, model.version],
              [t`Generation`, model.generation],
              [t`Position`, format.count(model.position)],
              [t`Lag`, format.count(model.lag)],
              [t`Status`, <StatusCell key="status" model={model} />],
              [t`Rebuild`, <RebuildCell key="rebuild" model={model} />],
            ]}
          />
          <CardActions>
            <RebuildButton model={model} onRebuild={onRebuild} />
          </CardActions>
        </CardListItem>
      ))}
    </CardList>
  );
}
