import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { Product } from '@pm/contracts';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  table: { minWidth: '860px' },
  sku: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  name: { fontWeight: tokens.fontWeightSemibold },
});

/** SKU, name, brand, identifiers, competitor URLs and dates of a page of products — a table on wide screens, cards on phones. */
export function AssortmentTable({ products }: { products: Product[] }) {
  const wide = useBreakpointUp('md');
  return wide ? <ProductRows products={products} /> : <ProductCards products={products} />;
}

function useFormats() {
  const { i18n } = useLingui();
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat(i18n.locale);
  return { date: (value: string) => dates.format(new Date(value)), count: (value: number) => numbers.format(value) };
}

function ProductRows({ products }: { products: Product[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const format = useFormats();
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroller} role="region" aria-label={t`Products`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Products`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`SKU`}</TableHeaderCell>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Brand`}</TableHeaderCell>
            <TableHeaderCell>{t`GTIN`}</TableHeaderCell>
            <NumericHeaderCell>{t`Competitor URLs`}</NumericHeaderCell>
            <TableHeaderCell>{t`Created`}</TableHeaderCell>
            <TableHeaderCell>{t`Updated`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id}>
              <TableCell className={styles.sku}>{product.sku}</TableCell>
              <TableCell className={styles.name}>{product.name}</TableCell>
              <TableCell>{product.brand ?? '–'}</TableCell>
              <TableCell className={styles.sku}>{product.gtin ?? '–'}</TableCell>
              <TableCell className={styles.number}>{format.count(product.urls.length)}</TableCell>
              <TableCell>{format.date(product.createdAt)}</TableCell>
              <TableCell>{format.date(product.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ProductCards({ products }: { products: Product[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const format = useFormats();
  return (
    <CardList label={t`Products`}>
      {products.map((product) => (
        <CardListItem key={product.id}>
          <Text className={styles.name}>{product.name}</Text>
          <CardFacts
            facts={[
              [t`SKU`, <span key="sku" className={styles.sku}>{product.sku}</span>],
              [t`Brand`, product.brand ?? '–'],
              [t`GTIN`, product.gtin ?? '–'],
              [t`Competitor URLs`, format.count(product.urls.length)],
              [t`Created`, format.date(product.createdAt)],
              [t`Updated`, format.date(product.updatedAt)],
            ]}
          />
        </CardListItem>
      ))}
    </CardList>
  );
}
