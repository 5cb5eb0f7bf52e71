import { useLingui } from '@lingui/react/macro';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { OutputFeedCard } from './OutputFeedCard.tsx';

/** `/settings/price-engine/output-feed`: the output feed card on its own page. */
export function OutputFeedPage() {
  const { t } = useLingui();
  return (
    <PriceEngineSubpage title={t`Output feed`}>
      <OutputFeedCard />
    </PriceEngineSubpage>
  );
}
