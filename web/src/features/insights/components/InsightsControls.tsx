import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dropdown, Label, makeStyles, Option, Switch, tokens } from '@fluentui/react-components';
import { PRICE_HISTORY_RANGES, type InsightsRange } from '@pm/contracts';
import type { InsightsViewState } from './useInsightsView.ts';

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  range: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '160px' },
});

/** The period (spec §9: last 2, 7, 30 days, all time) and with or without shipping. */
export function InsightsControls({ view, period = true }: { view: InsightsViewState; period?: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const labelId = useId();
  const labels: Record<InsightsRange, string> = { '2d': t`Last 2 days`, '7d': t`Last 7 days`, '30d': t`Last 30 days`, all: t`All time` };
  return (
    <div className={styles.controls}>
      {period && (
        <div className={styles.range}>
          <Label id={labelId}>{t`Period`}</Label>
          <Dropdown
            className={styles.dropdown}
            aria-labelledby={labelId}
            value={labels[view.range]}
            selectedOptions={[view.range]}
            onOptionSelect={(_event, data) => data.optionValue && view.setRange(data.optionValue as InsightsRange)}
          >
            {PRICE_HISTORY_RANGES.map((range) => (
              <Option key={range} value={range}>
                {labels[range]}
              </Option>
            ))}
          </Dropdown>
        </div>
      )}
      <Switch label={t`Include shipping costs`} checked={view.withShipping} onChange={(_event, data) => view.setWithShipping(data.checked)} />
    </div>
  );
}
