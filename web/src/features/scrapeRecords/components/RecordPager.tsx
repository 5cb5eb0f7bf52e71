import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { pageCount } from '../../assortment/utils/productListQuery.ts';
import { SCRAPE_RECORD_PAGE_SIZES } from '../utils/scrapeRecordListQuery.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface RecordPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/** Previous/next page, the position in the list and the rows per page of the scrape records. */
export function RecordPager({ page, pageSize, total, onPage, onPageSize }: RecordPagerProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const pages = pageCount(total, pageSize);
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Previous page`}
      </Button>
      <Text>{t`Page ${page} of ${pages} (${plural(total, { one: '# record', other: '# records' })})`}</Text>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t`Next page`}
      </Button>
      <Field label={t`Rows per page`} orientation="horizontal">
        <Select value={String(pageSize)} onChange={(_event, data) => onPageSize(Number(data.value))}>
          {SCRAPE_RECORD_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </Field>
    </nav>
  );
}
