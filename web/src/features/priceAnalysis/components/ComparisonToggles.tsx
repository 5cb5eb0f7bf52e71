import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Label, makeStyles, Radio, RadioGroup, Switch, tokens } from '@fluentui/react-components';
import type { PriceAnalysisView } from '../hooks/usePriceAnalysisView.ts';

const useStyles = makeStyles({
  toggles: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  mode: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Deviation in percent or as an amount, and with or without shipping costs. */
export function ComparisonToggles({ view }: { view: PriceAnalysisView }) {
  const { t } = useLingui();
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.toggles}>
      <div className={styles.mode}>
        <Label id={labelId}>{t`Show deviation`}</Label>
        <RadioGroup layout="horizontal" aria-labelledby={labelId} value={view.mode} onChange={(_event, data) => view.setMode(data.value === 'absolute' ? 'absolute' : 'percent')}>
          <Radio value="percent" label={t`In percent`} />
          <Radio value="absolute" label={t`As amount`} />
        </RadioGroup>
      </div>
      <Switch label={t`Include shipping costs`} checked={view.withShipping} onChange={(_event, data) => view.setWithShipping(data.checked)} />
    </div>
  );
}
