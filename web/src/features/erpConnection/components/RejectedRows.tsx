import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { CustomValueDefinition, ErpRejectedRow } from '@pm/contracts';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useErpTexts } from '../utils/erpTexts.ts';

/** Rows shown before "Show all" (the server keeps up to 500 per refresh). */
const FIRST_ROWS = 10;

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  table: { tableLayout: 'auto' },
  reason: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The rows a refresh left out, with where they are (variation, SKU, field) and why. */
export function RejectedRows({ rows, total, customValues }: { rows: readonly ErpRejectedRow[]; total: number; customValues: readonly CustomValueDefinition[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('lg');
  const { rejectionText, fieldLabel } = useErpTexts(customValues);
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const where = (row: ErpRejectedRow) => row.variationId ?? (row.row === null ? '–' : t`Row ${row.row}`);
  const key = (row: ErpRejectedRow, index: number) => `${index}-${row.variationId ?? row.row ?? ''}-${row.field ?? ''}-${row.code}`;

  return (
    <div className={styles.block}>
      <Text weight="semibold">{t`Rejected rows`}</Text>
      {wide ? (
        <Table aria-label={t`Rejected rows`} className={styles.table} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Variation`}</TableHeaderCell>
              <TableHeaderCell>{t`SKU`}</TableHeaderCell>
              <TableHeaderCell>{t`Field`}</TableHeaderCell>
              <TableHeaderCell>{t`Reason`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={key(row, index)}>
                <TableCell>{where(row)}</TableCell>
                <TableCell>{row.sku ?? '–'}</TableCell>
                <TableCell>{row.field === null ? '–' : fieldLabel(row.field)}</TableCell>
                <TableCell className={styles.reason}>{rejectionText(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <CardList label={t`Rejected rows`}>
          {shown.map((row, index) => (
            <CardListItem key={key(row, index)}>
              <Text className={styles.reason}>{rejectionText(row)}</Text>
              <CardFacts
                facts={[
                  [t`Variation`, where(row)],
                  [t`SKU`, row.sku ?? '–'],
                  [t`Field`, row.field === null ? '–' : fieldLabel(row.field)],
                ]}
              />
            </CardListItem>
          ))}
        </CardList>
      )}
      {total > shown.length && <Text size={200} className={styles.muted}>{t`Showing ${shown.length} of ${total} rejected rows.`}</Text>}
      {rows.length > FIRST_ROWS && (
        <div>
          <Button size="small" onClick={() => setAll((current) => !current)}>
            {all ? t`Show fewer` : t`Show all kept rows`}
          </Button>
        </div>
      )}
    </div>
  );
}
