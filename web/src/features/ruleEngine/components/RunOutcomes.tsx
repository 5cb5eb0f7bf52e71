import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { RULE_OUTCOMES, type PricingRunOutcome, type RuleOutcome } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { pageCount } from '../../../lib/utils/productListQuery.ts';
import { usePricingRunOutcomes } from '../api/pricingRunOutcomesQuery.ts';
import type { OutcomeListParams } from '../api/ruleEngineKeys.ts';
import { OUTCOME_LABELS, OUTCOME_REASON_LABELS } from '../utils/ruleEngineLabels.ts';

const PAGE_SIZES = [50, 100, 200] as const;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, minHeight: '32px' },
  wrap: { overflowX: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One run's outcomes by SKU: channel, rule (with its position), outcome and the reason, filtered by outcome and paged. */
export function RunOutcomes({ companyId, runId }: { companyId: string; runId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [params, setParams] = useState<OutcomeListParams>({ outcome: null, page: 1, pageSize: 50 });
  const outcomes = usePricingRunOutcomes(companyId, runId, params);
  const none = <span className={styles.muted}>–</span>;
  const reason = (o: PricingRunOutcome) => {
    if (!o.reason) return none;
    const label = OUTCOME_REASON_LABELS[o.reason];
    return label ? i18n._(label) : o.reason;
  };

  let body;
  if (outcomes.isPending) body = <Spinner size="small" label={t`Loading …`} />;
  else if (outcomes.isError) body = <LoadError what={t`The outcomes could not be loaded.`} error={outcomes.error} onRetry={() => void outcomes.refetch()} />;
  else if (outcomes.data.items.length === 0) body = <Text>{params.outcome ? t`No outcomes of this kind.` : t`This run has no outcomes (yet).`}</Text>;
  else {
    const pages = pageCount(outcomes.data.total, params.pageSize);
    body = (
      <>
        <div className={styles.wrap}>
          <Table aria-label={t`Outcomes of the run`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`SKU`}</TableHeaderCell>
                <TableHeaderCell>{t`Sales channel`}</TableHeaderCell>
                <TableHeaderCell>{t`Rule`}</TableHeaderCell>
                <TableHeaderCell>{t`Outcome`}</TableHeaderCell>
                <TableHeaderCell>{t`Reason`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {outcomes.data.items.map((o) => (
                <TableRow key={`${o.productId}:${o.channelId}:${o.ruleId ?? '-'}`}>
                  <TableCell className={styles.nowrap}>{o.adjustmentId ? <AppLink to={`/price-engine/review/${o.adjustmentId}`}>{o.sku}</AppLink> : o.sku}</TableCell>
                  <TableCell>{o.channelName ?? none}</TableCell>
                  <TableCell>{o.ruleName ? (o.rulePosition ? t`${o.rulePosition}. ${o.ruleName}` : o.ruleName) : none}</TableCell>
                  <TableCell>{i18n._(OUTCOME_LABELS[o.outcome])}</TableCell>
                  <TableCell>{reason(o)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <ListPager
          page={params.page}
          pages={pages}
          pageSize={params.pageSize}
          pageSizes={PAGE_SIZES}
          summary={t`Page ${params.page} of ${pages} (${plural(outcomes.data.total, { one: '# outcome', other: '# outcomes' })})`}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
          onPageSize={(pageSize) => setParams((current) => ({ ...current, pageSize, page: 1 }))}
        />
      </>
    );
  }

  return (
    <div className={styles.section}>
      <div className={styles.filters}>
        <Field label={t`Outcome`} orientation="horizontal">
          <Select value={params.outcome ?? ''} onChange={(_event, data) => setParams((current) => ({ ...current, outcome: (data.value || null) as RuleOutcome | null, page: 1 }))}>
            <option value="">{t`All outcomes`}</option>
            {RULE_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {i18n._(OUTCOME_LABELS[outcome])}
              </option>
            ))}
          </Select>
        </Field>
        {outcomes.isFetching && !outcomes.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
      </div>
      {body}
    </div>
  );
}
