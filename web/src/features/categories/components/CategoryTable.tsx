import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { CategoryRow } from '../../../lib/utils/categoryTree.ts';
import { CategoryRowActions } from './CategoryRowActions.tsx';
import type { CategoryActionsProps } from './CategoryRowActions.tsx';

/** Indentation per tree level. */
const INDENT_PX = 24;

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  actions: { width: '130px' },
  path: { color: tokens.colorNeutralForeground3 },
  count: { textAlign: 'end', width: '150px' },
});

export interface CategoryListProps {
  rows: CategoryRow[];
  /** Null: read-only (no actions). */
  actions: CategoryActionsProps | null;
}

/** The category tree as a table (wide screens): indented names, breadcrumbs and product counts. */
export function CategoryTable({ rows, actions }: CategoryListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Product categories`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Category`}</TableHeaderCell>
            <TableHeaderCell>{t`Path`}</TableHeaderCell>
            <TableHeaderCell className={styles.count}>{t`Products`}</TableHeaderCell>
            <TableHeaderCell className={styles.count}>{t`Incl. subcategories`}</TableHeaderCell>
            {actions && <TableHeaderCell className={styles.actions}>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Text weight={row.depth === 0 ? 'semibold' : 'regular'} style={{ paddingInlineStart: `${row.depth * INDENT_PX}px` }}>
                  {row.name}
                </Text>
              </TableCell>
              <TableCell className={styles.path}>{row.breadcrumb}</TableCell>
              <TableCell className={styles.count}>{row.productCount}</TableCell>
              <TableCell className={styles.count}>{row.totalProducts}</TableCell>
              {actions && (
                <TableCell>
                  <CategoryRowActions compact category={row} {...actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
