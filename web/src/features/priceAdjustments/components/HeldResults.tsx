import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, mergeClasses, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { PricingRunOutcome } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useHeldResults, type HeldListParams } from '../api/heldResultsQuery.ts';
import { guardrailText, heldFigures, type HeldTexts } from '../utils/heldLabels.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const PAGE_SIZES = [25, 50, 100, 200] as const;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', paddingBlock: tokens.spacingVerticalXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  down: { color: tokens.colorPaletteRedForeground1 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  line: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, alignItems: 'baseline' },
});

export const heldTracePath = (runId: string, o: Pick<PricingRunOutcome, 'productId' | 'channelId'>) => `/price-engine/review/held/${runId}/${encodeURIComponent(o.productId)}/${encodeURIComponent(o.channelId)}`;

/** The latest run's results a company guardrail held: nothing was proposed; the reviewer sees what and why. */
export function HeldResults({ companyId, runId }: { companyId: string; runId: string | null }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const [params, setParams] = useState<HeldListParams>({ page: 1, pageSize: 50 });
  const held = useHeldResults(companyId, runId, params);
  const texts: HeldTexts = {
    maxChange: (limit) => t`Maximum change per run (${limit})`,
    belowCost: (bound) => t`Not below cost (at least ${bound})`,
    aboveMsrp: (bound) => t`Not above the MSRP (at most ${bound})`,
    costsUnknown: t`Costs unknown: the cost floor cannot be checked`,
    other: t`Guardrail`,
  };

  if (runId === null) return <Text>{t`No rule-engine run yet.`}</Text>;
  if (held.isPending) return <Spinner size="small" label={t`Loading …`} />;
  if (firstLoadFailed(held)) return <LoadError what={t`The held prices could not be loaded.`} error={held.error} onRetry={() => void held.refetch()} />;
  const items = held.data.items;
  if (items.length === 0)
    return (
      <>
        <RefreshFailed query={held} />
        <Text>{t`No guardrail held a price in the latest run.`}</Text>
      </>
    );
  const pages = Math.max(1, Math.ceil(held.data.total / params.pageSize));
  const row = (o: PricingRunOutcome) => {
    const figures = heldFigures(o.held, i18n.locale);
    const tone = o.held?.changePercent == null ? styles.muted : o.held.changePercent < 0 ? styles.down : styles.up;
    const current = figures.current ?? t`no price`;
    const heldPrice = figures.held ?? '–';
    return { figures, current, heldPrice, tone, guardrail: guardrailText(o, texts, i18n.locale), name: o.held?.productName ?? o.sku, link: heldTracePath(runId, o) };
  };

  return (
    <div className={styles.section}>
      <RefreshFailed query={held} />
      <Text>{t`These prices were not proposed: a guardrail of your company held them. Nothing goes to the shop; the current price stays.`}</Text>
      {wide ? (
        <div className={styles.wrap}>
          <Table aria-label={t`Held by guardrails`} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Product`}</TableHeaderCell>
                <TableHeaderCell>{t`Channel`}</TableHeaderCell>
                <TableHeaderCell>{t`Current price`}</TableHeaderCell>
                <TableHeaderCell>{t`Held price`}</TableHeaderCell>
                <TableHeaderCell>{t`Change`}</TableHeaderCell>
                <TableHeaderCell>{t`Guardrail`}</TableHeaderCell>
                <TableHeaderCell>{t`Decision trace`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((o) => {
                const r = row(o);
                return (
                  <TableRow key={`${o.productId}:${o.channelId}`}>
                    <TableCell>
                      <div className={styles.stack}>
                        <Text>{r.name}</Text>
                        <Text size={200} className={styles.muted}>
                          {t`SKU ${o.sku}`}
                        </Text>
                      </div>
                    </TableCell>
                    <TableCell>{o.channelName ?? '–'}</TableCell>
                    <TableCell className={styles.nowrap}>{r.current}</TableCell>
                    <TableCell className={styles.nowrap}>{r.heldPrice}</TableCell>
                    <TableCell>
                      <Text className={mergeClasses(styles.nowrap, r.tone)}>{r.figures.change ?? '–'}</Text>
                    </TableCell>
                    <TableCell>{r.guardrail}</TableCell>
                    <TableCell>
                      <AppLink to={r.link}>{t`Why? (trace of ${o.sku})`}</AppLink>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      ) : (
        <CardList label={t`Held by guardrails`}>
          {items.map((o) => {
            const r = row(o);
            return (
              <CardListItem key={`${o.productId}:${o.channelId}`}>
                <Text weight="semibold">{r.name}</Text>
                <Text size={200} className={styles.muted}>
                  {t`SKU ${o.sku}`} · {o.channelName ?? '–'}
                </Text>
                <div className={styles.line}>
                  <Text>{t`Current ${r.current}, held ${r.heldPrice}`}</Text>
                  <Text weight="semibold" className={r.tone}>
                    {r.figures.change ?? '–'}
                  </Text>
                </div>
                <Text size={200}>{r.guardrail}</Text>
                <AppLink to={r.link}>{t`Why? (trace of ${o.sku})`}</AppLink>
              </CardListItem>
            );
          })}
        </CardList>
      )}
      <ListPager
        page={params.page}
        pages={pages}
        pageSize={params.pageSize}
        pageSizes={PAGE_SIZES}
        summary={t`Page ${params.page} of ${pages} (${plural(held.data.total, { one: '# held price', other: '# held prices' })})`}
        onPage={(page) => setParams((c) => ({ ...c, page }))}
        onPageSize={(pageSize) => setParams({ page: 1, pageSize })}
      />
    </div>
  );
}
