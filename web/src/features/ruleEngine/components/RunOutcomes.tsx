import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Label, makeStyles, Select, Spinner, Text, tokens, useId } from '@fluentui/react-components';
import { RULE_OUTCOMES, type RuleOutcome } from '@pm/contracts';
import { ListPager } from '../../../components/ListPager.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { pageCount } from '../../../lib/utils/productListQuery.ts';
import { usePricingRunOutcomes } from '../api/pricingRunOutcomesQuery.ts';
import type { OutcomeListParams } from '../api/ruleEngineKeys.ts';
import { OUTCOME_LABELS } from '../utils/ruleEngineLabels.ts';
import { OutcomeList } from './OutcomeList.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const PAGE_SIZES = [50, 100, 200] as const;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '32px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** One run's outcomes by SKU: channel, rule (with its position), outcome and the reason, filtered by outcome and paged. */
export function RunOutcomes({ companyId, runId }: { companyId: string; runId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [params, setParams] = useState<OutcomeListParams>({ outcome: null, page: 1, pageSize: 50 });
  const outcomes = usePricingRunOutcomes(companyId, runId, params);
  const filterId = useId('outcome-filter');

  let body;
  if (outcomes.isPending) body = <Spinner size="small" label={t`Loading …`} />;
  else if (firstLoadFailed(outcomes)) body = <LoadError what={t`The outcomes could not be loaded.`} error={outcomes.error} onRetry={() => void outcomes.refetch()} />;
  else if (outcomes.data.items.length === 0) body = <Text>{params.outcome ? t`No outcomes of this kind.` : t`This run has no outcomes (yet).`}</Text>;
  else {
    const pages = pageCount(outcomes.data.total, params.pageSize);
    body = (
      <>
        <OutcomeList outcomes={outcomes.data.items} />
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
        <Label htmlFor={filterId} className={styles.nowrap}>
          {t`Outcome`}
        </Label>
        <Select id={filterId} value={params.outcome ?? ''} onChange={(_event, data) => setParams((current) => ({ ...current, outcome: (data.value || null) as RuleOutcome | null, page: 1 }))}>
          <option value="">{t`All outcomes`}</option>
          {RULE_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {i18n._(OUTCOME_LABELS[outcome])}
            </option>
          ))}
        </Select>
        {outcomes.isFetching && !outcomes.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
      </div>
      <RefreshFailed query={outcomes} />
      {body}
    </div>
  );
}
