import { Plural, useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { CategoryRowActions } from './CategoryRowActions.tsx';
import type { CategoryListProps } from './CategoryTable.tsx';

const useStyles = makeStyles({
  meta: { color: tokens.colorNeutralForeground3 },
});

/** The category tree as cards (phones): breadcrumb, product counts and the same actions as the table. */
export function CategoryCards({ rows, actions }: CategoryListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <CardList label={t`Product categories`}>
      {rows.map((row) => {
        const count = row.productCount;
        const total = row.totalProducts;
        return (
          <CardListItem key={row.id}>
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
          </CardListItem>
        );
      })}
    </CardList>
  );
}
