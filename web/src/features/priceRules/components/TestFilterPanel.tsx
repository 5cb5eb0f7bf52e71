import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import type { FilterCondition } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useTestFilter } from '../api/testFilter.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  results: { maxHeight: '240px', overflowY: 'auto' },
});

export interface TestFilterPanelProps {
  companyId: string;
  salesChannelId: string;
  /**
   * The conditions to test, or null when they have problems (the editor then shows them at
   * their inputs and nothing is sent).
   */
  conditions(): FilterCondition[] | null;
  /** What the conditions and channel are now (any text that changes with them): a result shows only for the conditions it was made for. */
  fingerprint: string;
  disabled: boolean;
}

/** "Test filter conditions": how many and which of the company's products the conditions match in the channel. */
export function TestFilterPanel({ companyId, salesChannelId, conditions, fingerprint, disabled }: TestFilterPanelProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const test = useTestFilter(companyId);
  // The conditions the last test ran for: once they change, its result (or error) no longer applies.
  const [testedFor, setTestedFor] = useState<string | null>(null);
  const current = testedFor === fingerprint;

  const run = () => {
    const checked = conditions();
    if (checked === null || !salesChannelId) return;
    setTestedFor(fingerprint);
    test.mutate({ salesChannelId, conditions: checked });
  };

  const result = current ? test.data : undefined;
  const count = result?.count ?? 0;
  const total = result?.total ?? 0;
  const shown = result?.products.length ?? 0;

  return (
    <div className={styles.panel}>
      <div>
        <Button icon={test.isPending ? <Spinner size="tiny" /> : <FilterRegular />} disabled={disabled || !salesChannelId} disabledFocusable={test.isPending} onClick={run}>
          {t`Test filter conditions`}
        </Button>
      </div>
      <ErrorBar message={current && test.isError ? t(errorMessageFor(test.error)) : null} />
      {result && !test.isError && (
        <div aria-live="polite" className={styles.panel}>
          <Text weight="semibold">{t`${count} of ${total} products match.`}</Text>
          {shown < count && <Text>{t`The first ${shown} by SKU:`}</Text>}
          {shown > 0 && (
            <div className={styles.results}>
              <Table size="small" aria-label={t`Matching products`}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t`SKU`}</TableHeaderCell>
                    <TableHeaderCell>{t`Name`}</TableHeaderCell>
                    <TableHeaderCell>{t`Brand`}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.products.map((p) => (
                    <TableRow key={p.productId}>
                      <TableCell>{p.sku}</TableCell>
                      <TableCell>{p.name}</TableCell>
                      <TableCell>{p.brand ?? '–'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
