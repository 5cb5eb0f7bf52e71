import { useLingui } from '@lingui/react/macro';
import { ListPager } from './ListPager.tsx';
import { PRODUCT_PAGE_SIZES, pageCount } from '../lib/utils/productListQuery.ts';

export interface ProductPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/** Previous/next page, the position in the assortment and the rows per page. */
export function ProductPager({ page, pageSize, total, onPage, onPageSize }: ProductPagerProps) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  return <ListPager page={page} pages={pages} pageSize={pageSize} pageSizes={PRODUCT_PAGE_SIZES} summary={t`Page ${page} of ${pages} (${total} products)`} onPage={onPage} onPageSize={onPageSize} />;
}
