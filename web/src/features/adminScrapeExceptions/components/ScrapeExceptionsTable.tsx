import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { ScrapeException } from '@pm/contracts';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  table: { minWidth: '720px' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  pattern: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface ScrapeExceptionsTableProps {
  exceptions: ScrapeException[];
  onEdit(exception: ScrapeException): void;
  onDelete(exception: ScrapeException): void;
}

/** Code, scope (domain and path pattern) and last change of every scrape exception. */
export function ScrapeExceptionsTable({ exceptions, onEdit, onDelete }: ScrapeExceptionsTableProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

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
          {exceptions.map((exception) => {
            const code = exception.code;
            return (
              <TableRow key={exception.id}>
                <TableCell className={styles.code}>{code}</TableCell>
                <TableCell>
                  {exception.scope.hostname}
                  {exception.scope.pathPattern && <span className={styles.pattern}> {exception.scope.pathPattern}</span>}
                </TableCell>
                <TableCell>{dateFormat.format(new Date(exception.updatedAt))}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button size="small" appearance="subtle" aria-label={t`Edit ${code}`} onClick={() => onEdit(exception)}>
                      {t`Edit`}
                    </Button>
                    <Button size="small" appearance="subtle" aria-label={t`Delete ${code}`} onClick={() => onDelete(exception)}>
                      {t`Delete`}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
