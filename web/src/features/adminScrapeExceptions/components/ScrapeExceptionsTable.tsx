import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { ScrapeException } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { useExceptionSources } from '../api/exceptionSourcesQuery.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  table: { minWidth: '720px' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  pattern: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  source: { display: 'block' },
});

export interface ScrapeExceptionsTableProps {
  exceptions: ScrapeException[];
  onEdit(exception: ScrapeException): void;
  onDelete(exception: ScrapeException): void;
}

/** Code, scope (domain and path pattern) and last change of every scrape exception — a table on wide screens, cards on phones. */
export function ScrapeExceptionsTable(props: ScrapeExceptionsTableProps) {
  const wide = useBreakpointUp('md');
  return wide ? <ExceptionRows {...props} /> : <ExceptionCards {...props} />;
}

function useUpdatedFormat() {
  const { i18n } = useLingui();
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (exception: ScrapeException) => dateFormat.format(new Date(exception.updatedAt));
}

const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

/** The domain and path pattern, and links to the scrape jobs of the sources on that domain. */
function Scope({ exception }: { exception: ScrapeException }) {
  const { t } = useLingui();
  const styles = useStyles();
  const sources = useExceptionSources();
  const host = bareHost(exception.scope.hostname);
  const applies = (sources.data ?? []).filter((source) => bareHost(source.hostname) === host);
  return (
    <>
      {exception.scope.hostname}
      {exception.scope.pathPattern && <span className={styles.pattern}> {exception.scope.pathPattern}</span>}
      {applies.map((source) => (
        <span key={source.id} className={styles.source}>
          <AppLink to={`/admin/scrape-job?${source.kind === 'AGGREGATOR' ? 'aggregatorId' : 'storeId'}=${encodeURIComponent(source.id)}`}>{t`Scrape jobs of ${source.name}`}</AppLink>
        </span>
      ))}
    </>
  );
}

function ExceptionActions({ exception, onEdit, onDelete }: { exception: ScrapeException } & Pick<ScrapeExceptionsTableProps, 'onEdit' | 'onDelete'>) {
  const { t } = useLingui();
  const code = exception.code;
  return (
    <>
      <Button size="small" appearance="subtle" aria-label={t`Edit ${code}`} onClick={() => onEdit(exception)}>
        {t`Edit`}
      </Button>
      <Button size="small" appearance="subtle" aria-label={t`Delete ${code}`} onClick={() => onDelete(exception)}>
        {t`Delete`}
      </Button>
    </>
  );
}

function ExceptionRows({ exceptions, onEdit, onDelete }: ScrapeExceptionsTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const updated = useUpdatedFormat();

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroller} role="region" aria-label={t`Scrape exceptions`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Scrape exceptions`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Code`}</TableHeaderCell>
            <TableHeaderCell>{t`Scope`}</TableHeaderCell>
            <TableHeaderCell>{t`Updated`}</TableHeaderCell>
            <TableHeaderCell>{t`Actions`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {exceptions.map((exception) => (
            <TableRow key={exception.id}>
              <TableCell className={styles.code}>{exception.code}</TableCell>
              <TableCell>
                <Scope exception={exception} />
              </TableCell>
              <TableCell>{updated(exception)}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <ExceptionActions exception={exception} onEdit={onEdit} onDelete={onDelete} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ExceptionCards({ exceptions, onEdit, onDelete }: ScrapeExceptionsTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const updated = useUpdatedFormat();
  return (
    <CardList label={t`Scrape exceptions`}>
      {exceptions.map((exception) => (
        <CardListItem key={exception.id}>
          <Text className={styles.code}>{exception.code}</Text>
          <CardFacts
            facts={[
              [t`Scope`, <Scope key="scope" exception={exception} />],
              [t`Updated`, updated(exception)],
            ]}
          />
          <CardActions>
            <ExceptionActions exception={exception} onEdit={onEdit} onDelete={onDelete} />
          </CardActions>
        </CardListItem>
      ))}
    </CardList>
  );
}
