import { makeStyles, mergeClasses, TableHeaderCell, type TableHeaderCellProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  cell: { textAlign: 'end', whiteSpace: 'nowrap' },
  // The header's content sits in a flex "button" slot: text-align alone leaves it at the start.
  button: { justifyContent: 'flex-end', textAlign: 'end' },
});

/** The header of a column of numbers: aligned at the end, like the numbers under it. */
export function NumericHeaderCell({ className, ...props }: Omit<TableHeaderCellProps, 'button'>) {
  const styles = useStyles();
  return <TableHeaderCell {...props} className={mergeClasses(styles.cell, className)} button={{ className: styles.button }} />;
}
