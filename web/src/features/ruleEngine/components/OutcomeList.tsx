import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { PricingRunOutcome } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { OUTCOME_LABELS, OUTCOME_REASON_LABELS } from '../utils/ruleEngineLabels.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  cardHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** The per-product results of a run (one page): a table on wide screens, cards on phones. */
export function OutcomeList({ outcomes }: { outcomes: PricingRunOutcome[] }) {
  const wide = useBreakpointUp('md');
  return wide ? <OutcomeTable outcomes={outcomes} /> : <OutcomeCards outcomes={outcomes} />;
}

const outcomeKey = (o: PricingRunOutcome) => `${o.productId}:${o.channelId}:${o.ruleId ?? '-'}`;

/** What an outcome shows, formatted once for the table and the cards. */
function useOutcomeView() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const none = <span className={styles.muted}>–</span>;
  return (o: PricingRunOutcome): Record<'sku' | 'channel' | 'rule' | 'outcome' | 'reason', ReactNode> => {
    const reasonLabel = o.reason ? OUTCOME_REASON_LABELS[o.reason] : undefined;
    return {
      // A SKU with a proposal leads to its decision trace.
      sku: o.adjustmentId ? <AppLink to={`/price-engine/review/${o.adjustmentId}`}>{o.sku}</AppLink> : o.sku,
      channel: o.channelName ?? none,
      rule: o.ruleName ? (o.rulePosition ? t`${o.rulePosition}. ${o.ruleName}` : o.ruleName) : none,
      outcome: i18n._(OUTCOME_LABELS[o.outcome]),
      reason: !o.reason ? none : reasonLabel ? i18n._(reasonLabel) : o.reason,
    };
  };
}

function OutcomeTable({ outcomes }: { outcomes: PricingRunOutcome[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useOutcomeView();
  return (
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
          {outcomes.map((o) => {
            const shown = view(o);
            return (
              <TableRow key={outcomeKey(o)}>
                <TableCell className={styles.nowrap}>{shown.sku}</TableCell>
                <TableCell>{shown.channel}</TableCell>
                <TableCell>{shown.rule}</TableCell>
                <TableCell>{shown.outcome}</TableCell>
                <TableCell>{shown.reason}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function OutcomeCards({ outcomes }: { outcomes: PricingRunOutcome[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useOutcomeView();
  return (
    <CardList label={t`Outcomes of the run`}>
      {outcomes.map((o) => {
        const shown = view(o);
        return (
          <CardListItem key={outcomeKey(o)}>
            <div className={styles.cardHead}>
              <Text weight="semibold">{shown.sku}</Text>
              <Text>{shown.outcome}</Text>
            </div>
            {/* A card leaves out the reason when there is none: short cards for the common "executed". */}
            <CardFacts facts={o.reason ? [[t`Sales channel`, shown.channel], [t`Rule`, shown.rule], [t`Reason`, shown.reason]] : [[t`Sales channel`, shown.channel], [t`Rule`, shown.rule]]} />
          </CardListItem>
        );
      })}
    </CardList>
  );
}
