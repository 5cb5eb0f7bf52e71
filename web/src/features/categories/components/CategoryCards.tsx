import { Plural, useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CategoryRowActions } from './CategoryRowActions.tsx';
import type { CategoryListProps } from './CategoryTable.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** The category tree as cards (phones): breadcrumb, product counts and the same actions as the table. */
export function CategoryCards({ rows, actions }: CategoryListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={t`Product categories`}>
      {rows.map((row) => {
        const count = row.productCount;
        const total = row.totalProducts;
        return (
          <li key={row.id} className={styles.card}>
            <Text weight="semibold">{row.breadcrumb}</Text>
            <Text size={200} className={styles.meta}>
              <Plural value={count} one="# product" other="# products" />
              {row.childCount > 0 && (
                <>
                  {' · '}
                  {t`${total} incl. subcategories`}
                </>
              )}
            </Text>
            {actions && <CategoryRowActions category={row} {...actions} />}
          </li>
        );
      })}
    </ul>
  );
}
