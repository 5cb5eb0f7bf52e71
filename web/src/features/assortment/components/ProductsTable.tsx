import { useLingui } from '@lingui/react/macro';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { SortDirection } from '@fluentui/react-components';
import type { Category } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { breadcrumbOf } from '../../../lib/utils/categoryBreadcrumb.ts';
import type { Product } from '../../../lib/api/assortmentSchemas.ts';
import { useFavoriteProducts } from '../hooks/useFavoriteProducts.ts';
import type { ProductListParams, ProductSortField } from '../../../lib/utils/productListQuery.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  star: { width: '48px' },
  count: { width: '140px', textAlign: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

export interface ProductsTableProps {
  products: Product[];
  categories: Category[] | undefined;
  sort: Pick<ProductListParams, 'sort' | 'order'>;
  onSort(field: ProductSortField): void;
}

/** One page of the assortment: name, brand, SKU, GTIN, category and the number of competitor URLs. */
export function ProductsTable({ products, categories, sort, onSort }: ProductsTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const favorites = useFavoriteProducts();
  const direction = (field: ProductSortField): SortDirection | undefined => (sort.sort === field ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined);
  const sortable = (field: ProductSortField) => ({ sortDirection: direction(field), onClick: () => onSort(field) });
  const none = <span className={styles.muted}>–</span>;

  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Products`} sortable>
        <TableHeader>
          <TableRow>
            {/* Not sortable: a plain header (a sort button here had no name), its name for screen readers. */}
            <TableHeaderCell className={styles.star} sortable={false}>
              <span className={styles.hidden}>{t`Favourite`}</span>
            </TableHeaderCell>
            <TableHeaderCell {...sortable('nameLocal')}>{t`Name`}</TableHeaderCell>
            <TableHeaderCell {...sortable('brand')}>{t`Brand`}</TableHeaderCell>
            <TableHeaderCell {...sortable('sku')}>{t`SKU`}</TableHeaderCell>
            <TableHeaderCell sortable={false}>{t`GTIN/EAN`}</TableHeaderCell>
            <TableHeaderCell sortable={false}>{t`Category`}</TableHeaderCell>
            <TableHeaderCell className={styles.count} sortable={false}>{t`Competitor URLs`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id}>
              <TableCell className={styles.star}>
                <FavoriteButton name={product.name} favorite={favorites.isFavorite(product.id)} onToggle={() => favorites.toggle(product.id)} />
              </TableCell>
              <TableCell>
                <AppLink to={`/assortment/${product.id}`}>{product.name}</AppLink>
              </TableCell>
              <TableCell>{product.brand ?? none}</TableCell>
              <TableCell>{product.sku}</TableCell>
              <TableCell>{product.gtin ?? none}</TableCell>
              <TableCell>{breadcrumbOf(categories, product.categoryId) ?? none}</TableCell>
              <TableCell className={styles.count}>{product.urls.length}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
