import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ListPager } from '../../../components/ListPager.tsx';
import { pageCount } from '../../../lib/utils/productListQuery.ts';
import { SCRAPE_RECORD_PAGE_SIZES } from '../../../lib/utils/scrapeRecordListQuery.ts';

export interface RecordPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/** Previous/next page, the position in the scrape records and the rows per page. */
export function RecordPager({ page, pageSize, total, onPage, onPageSize }: RecordPagerProps) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  const summary = t`Page ${page} of ${pages} (${plural(total, { one: '# record', other: '# records' })})`;
  return <ListPager page={page} pages={pages} pageSize={pageSize} pageSizes={SCRAPE_RECORD_PAGE_SIZES} summary={summary} onPage={onPage} onPageSize={onPageSize} />;
}
