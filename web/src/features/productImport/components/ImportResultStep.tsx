import { useLingui } from '@lingui/react/macro';
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { ProductImportResult } from '@pm/contracts';

const useStyles = makeStyles({
  counts: { margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  pair: { display: 'contents' },
});

/** Step 3 of an imported file: how many products were added, changed and left as they were. */
export function ImportResultStep({ result }: { result: ProductImportResult }) {
  const { t } = useLingui();
  const styles = useStyles();
  const counts: [string, number][] = [
    [t`Products added`, result.created],
    [t`Products updated`, result.updated],
    [t`Products unchanged`, result.unchanged],
  ];
  if (result.skipped > 0) counts.push([t`Rows skipped (SKU no longer assigned and no name)`, result.skipped]);
  return (
    <>
      <MessageBar intent="success">
        <MessageBarBody>{t`The file was imported.`}</MessageBarBody>
      </MessageBar>
      <dl className={styles.counts} aria-label={t`Import result`}>
        {counts.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
