import { useLingui } from '@lingui/react/macro';
import { SettingsPageLayout } from '../../settings/components/SettingsPageLayout.tsx';
import { OutputFeedCard } from './OutputFeedCard.tsx';

/** `/settings/price-engine/output-feed`: the output feed card on its own page. */
export function OutputFeedPage() {
  const { t } = useLingui();
  return (
    <SettingsPageLayout title={t`Output feed`} backToSettings>
      <OutputFeedCard />
    </SettingsPageLayout>
  );
}
