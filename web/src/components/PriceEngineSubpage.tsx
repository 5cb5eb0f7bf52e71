import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AppLink } from './AppLink.tsx';
import { PageLayout } from './PageLayout.tsx';

export interface PriceEngineSubpageProps {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page below /settings/price-engine: its title and a link back to the price-engine settings. */
export function PriceEngineSubpage({ title, intro, actions, children }: PriceEngineSubpageProps) {
  const { t } = useLingui();
  return (
    <PageLayout title={title} back={<AppLink to="/settings/price-engine">{t`‹ Back to price engine settings`}</AppLink>} {...(intro ? { intro } : {})} actions={actions}>
      {children}
    </PageLayout>
  );
}
