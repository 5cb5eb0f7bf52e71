import { useLingui } from '@lingui/react/macro';
import { Field, ProgressBar } from '@fluentui/react-components';
import type { PricingRunProgress } from '@pm/contracts';

/** How far the running run is, in products (live from pricing-service); indeterminate until the first report. */
export function RunProgressBar({ progress }: { progress: PricingRunProgress | null }) {
  const { t } = useLingui();
  const known = progress !== null && progress.total > 0;
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  return (
    <Field label={t`Rule engine progress`} validationState="none" validationMessage={known ? t`${done} of ${total} products` : t`Starting …`}>
      <ProgressBar aria-label={t`Rule engine progress`} value={known ? done / total : undefined} thickness="large" />
    </Field>
  );
}
