import { useLingui } from '@lingui/react/macro';
import { ExportButtonSlot } from '../../../lib/featureSlots.tsx';
import { priceAnalysisSearch, type PriceAnalysisListParams } from '../../../lib/utils/priceAnalysisListQuery.ts';
import type { PriceAnalysisView } from '../hooks/usePriceAnalysisView.ts';

/** The price analysis as shown (filters, shipping mode, sort; every page) as a CSV download. */
export function PriceAnalysisExport({ companyId, params, view }: { companyId: string; params: PriceAnalysisListParams; view: PriceAnalysisView }) {
  const { t } = useLingui();
  return <ExportButtonSlot companyId={companyId} kind="price-analysis" params={priceAnalysisSearch(params, view.country, view.withShipping)} label={t`Download as shown (CSV)`} />;
}
