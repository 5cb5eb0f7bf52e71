import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { PRODUCT_PAGE_SIZES, pageCount } from '../utils/productListQuery.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface ProductPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/** Previous/next page, the position in the list and the rows per page. */
export function ProductPager({ page, pageSize, total, onPage, onPageSize }: ProductPagerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const pages = pageCount(total, pageSize);
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous page`}
      </Button>
      <Text>{t`Page ${page} of ${pages} (${total} products)`}</Text>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t`Next page`}
      </Button>
      <Field label={t`Rows per page`} orientation="horizontal">
        <Select value={String(pageSize)} onChange={(_event, data) => onPageSize(Number(data.value))}>
          {PRODUCT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </Field>
    </nav>
  );
}
