import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface ListPagerProps {
  page: number;
  /** Number of pages (at least 1). */
  pages: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** Where the list stands, e.g. "Page 1 of 3 (41 products)". */
  summary: string;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/** Previous/next page, the position in a paged list and the rows per page. */
export function ListPager({ page, pages, pageSize, pageSizes, summary, onPage, onPageSize }: ListPagerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous page`}
      </Button>
      <Text>{summary}</Text>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t`Next page`}
      </Button>
      <Field label={t`Rows per page`} orientation="horizontal">
        <Select value={String(pageSize)} onChange={(_event, data) => onPageSize(Number(data.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </Field>
    </nav>
  );
}
