import { useLingui } from '@lingui/react/macro';
import { makeStyles, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { ImportRowErrorDetails } from '@pm/contracts';
import { IMPORT_FIELD_LABELS } from '../utils/importFieldLabels.ts';
import { ROW_ERROR_MESSAGES } from '../utils/rowErrorMessages.ts';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto', maxHeight: '50vh', overflowY: 'auto' },
});

/** Step 3 of a refused file: nothing was imported; every problem with its row and column. */
export function ImportRowErrors({ details }: { details: ImportRowErrorDetails }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const count = details.errorCount;
  const listed = details.rows.length;
  return (
    <div className={styles.step}>
      <MessageBar intent="error">
        <MessageBarBody>
          {t`Nothing was imported: the file has ${count} problems. Please correct the file or the mapping and try again.`}
          {listed < count && ` ${t`The first ${listed} are listed.`}`}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.scroll}>
        <Table aria-label={t`Problems in the file`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Row`}</TableHeaderCell>
              <TableHeaderCell>{t`Column`}</TableHeaderCell>
              <TableHeaderCell>{t`Product field`}</TableHeaderCell>
              <TableHeaderCell>{t`Problem`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {details.rows.map((error, index) => (
              <TableRow key={index}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column ?? '–'}</TableCell>
                <TableCell>{error.field ? i18n._(IMPORT_FIELD_LABELS[error.field]) : '–'}</TableCell>
                <TableCell>{i18n._(ROW_ERROR_MESSAGES[error.code])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
