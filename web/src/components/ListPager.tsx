import { useLingui } from '@lingui/react/macro';
import { Button, Label, makeStyles, Select, Text, tokens, useId } from '@fluentui/react-components';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  nowrap: { whiteSpace: 'nowrap' },
  // Label and select side by side at their own widths (a horizontal Field gave the label a third of a phone's width, three lines).
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { width: '88px' },
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
  const sizeId = useId('page-size');
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous page`}
      </Button>
      <Text className={styles.nowrap}>{summary}</Text>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t`Next page`}
      </Button>
      <span className={styles.size}>
        <Label htmlFor={sizeId} className={styles.nowrap}>
          {t`Rows per page`}
        </Label>
        <Select id={sizeId} className={styles.select} value={String(pageSize)} onChange={(_event, data) => onPageSize(Number(data.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </span>
    </nav>
  );
}
