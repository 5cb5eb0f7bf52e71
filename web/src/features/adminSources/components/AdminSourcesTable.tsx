import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AdminSource } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { HEALTH_LEVEL_COLORS, HEALTH_LEVEL_LABELS } from '../../../lib/healthLevels.ts';
import { CRAWLER_LABELS, SHIPPING_COST_MODEL_LABELS, SOURCE_KIND_LABELS } from '../../../lib/sourceLabels.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  table: { minWidth: '1080px' },
  name: { fontWeight: tokens.fontWeightSemibold },
  domain: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground2 },
  health: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
});

export interface AdminSourcesTableProps {
  sources: AdminSource[];
  /** Comparison sites list no kind column (they are all one kind). */
  showKind: boolean;
  onEdit(source: AdminSource): void;
}

/** The platform's stores or comparison sites with their use and scrape health — a table on wide screens, cards on phones. */
export function AdminSourcesTable(props: AdminSourcesTableProps) {
  const wide = useBreakpointUp('md');
  return wide ? <SourceRows {...props} /> : <SourceCards {...props} />;
}

function useCells() {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    kind: (source: AdminSource) => i18n._(SOURCE_KIND_LABELS[source.kind]),
    market: (source: AdminSource) => (source.country ? countryName(source.country) : t`Any market`),
    shipping: (source: AdminSource) => i18n._(SHIPPING_COST_MODEL_LABELS[source.shippingCostModel]),
    crawler: (source: AdminSource) => (source.crawler ? i18n._(CRAWLER_LABELS[source.crawler]) : t`Default`),
    use: (source: AdminSource) => {
      const { companies, scrapingCompanies } = source;
      return t`${scrapingCompanies} of ${companies}`;
    },
    successRate: (source: AdminSource) => (source.health.successRate24h === null ? '–' : percent.format(source.health.successRate24h)),
    lastSuccess: (source: AdminSource) => (source.health.lastSuccessAt ? dates.format(new Date(source.health.lastSuccessAt)) : t`Never`),
  };
}

function HealthBadge({ source }: { source: AdminSource }) {
  const { i18n } = useLingui();
  return (
    <Badge appearance="tint" color={HEALTH_LEVEL_COLORS[source.health.level]}>
      {i18n._(HEALTH_LEVEL_LABELS[source.health.level])}
    </Badge>
  );
}

function EditButton({ source, onEdit }: { source: AdminSource; onEdit(source: AdminSource): void }) {
  const { t } = useLingui();
  const name = source.name;
  return (
    <Button size="small" aria-label={t`Edit ${name}`} onClick={() => onEdit(source)}>
      {t`Edit`}
    </Button>
  );
}

function SourceRows({ sources, showKind, onEdit }: AdminSourcesTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const cells = useCells();
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroller} role="region" aria-label={t`Sources`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Sources`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Domain`}</TableHeaderCell>
            {showKind && <TableHeaderCell>{t`Kind`}</TableHeaderCell>}
            <TableHeaderCell>{t`Market`}</TableHeaderCell>
            <TableHeaderCell>{t`Shipping costs`}</TableHeaderCell>
            <TableHeaderCell>{t`Crawler`}</TableHeaderCell>
            <NumericHeaderCell>{t`Companies scraping`}</NumericHeaderCell>
            <TableHeaderCell>{t`Health (24 h)`}</TableHeaderCell>
            <NumericHeaderCell>{t`Success (24 h)`}</NumericHeaderCell>
            <TableHeaderCell>{t`Last success`}</TableHeaderCell>
            <NumericHeaderCell>{t`Overdue URLs`}</NumericHeaderCell>
            <TableHeaderCell>{t`Actions`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sources.map((source) => (
            <TableRow key={source.id}>
              <TableCell className={styles.name}>{source.name}</TableCell>
              <TableCell className={styles.domain}>{source.hostname}</TableCell>
              {showKind && <TableCell>{cells.kind(source)}</TableCell>}
              <TableCell>{cells.market(source)}</TableCell>
              <TableCell>{cells.shipping(source)}</TableCell>
              <TableCell>{cells.crawler(source)}</TableCell>
              <TableCell className={styles.number}>{cells.use(source)}</TableCell>
              <TableCell>
                <HealthBadge source={source} />
              </TableCell>
              <TableCell className={styles.number}>{cells.successRate(source)}</TableCell>
              <TableCell>{cells.lastSuccess(source)}</TableCell>
              <TableCell className={styles.number}>{source.health.overdueUrls}</TableCell>
              <TableCell>
                <EditButton source={source} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function SourceCards({ sources, showKind, onEdit }: AdminSourcesTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const cells = useCells();
  return (
    <CardList label={t`Sources`}>
      {sources.map((source) => (
        <CardListItem key={source.id}>
          <Text className={styles.name}>{source.name}</Text>
          <Text className={styles.domain}>{source.hostname}</Text>
          <CardFacts
            facts={[
              ...(showKind ? [[t`Kind`, cells.kind(source)] as const] : []),
              [t`Market`, cells.market(source)],
              [t`Shipping costs`, cells.shipping(source)],
              [t`Crawler`, cells.crawler(source)],
              [t`Companies scraping`, cells.use(source)],
              [t`Health (24 h)`, <HealthBadge key="health" source={source} />],
              [t`Success (24 h)`, cells.successRate(source)],
              [t`Last success`, cells.lastSuccess(source)],
              [t`Overdue URLs`, source.health.overdueUrls],
            ]}
          />
          <CardActions>
            <EditButton source={source} onEdit={onEdit} />
          </CardActions>
        </CardListItem>
      ))}
    </CardList>
  );
}
