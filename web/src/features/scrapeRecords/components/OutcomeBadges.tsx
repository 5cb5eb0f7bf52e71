import { useLingui } from '@lingui/react/macro';
import { Badge } from '@fluentui/react-components';
import type { ScrapeJobStatus, ScrapeResultKind } from '@pm/contracts';
import { jobStatusTone, resultTone } from '../utils/recordOutcome.ts';
import { JOB_STATUS_LABELS, RESULT_KIND_LABELS } from '../../../lib/scrapeJobLabels.ts';

/** A scrape job's status (spec §4) as a coloured badge. */
export function JobStatusBadge({ status }: { status: ScrapeJobStatus }) {
  const { i18n } = useLingui();
  const tone = jobStatusTone(status);
  return (
    <Badge appearance={tone === 'subtle' ? 'outline' : 'tint'} color={tone === 'subtle' ? 'informative' : tone}>
      {i18n._(JOB_STATUS_LABELS[status])}
    </Badge>
  );
}

/** A scrape job's result kind as a coloured badge; a dash while it has none. */
export function ResultKindBadge({ kind }: { kind: ScrapeResultKind | null }) {
  const { i18n } = useLingui();
  if (!kind) return <span aria-hidden>–</span>;
  return (
    <Badge appearance="filled" color={resultTone(kind)}>
      {i18n._(RESULT_KIND_LABELS[kind])}
    </Badge>
  );
}
