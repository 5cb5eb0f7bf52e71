import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { parseDecimal } from '../../../lib/utils/validateProductForm.ts';
import { TextField } from '../../../components/TextField.tsx';
import { trafficLight, type TrafficLight } from '@pm/contracts';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  tryout: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  field: { maxWidth: '200px' },
});

const COLORS: Record<TrafficLight, 'success' | 'warning' | 'danger'> = { green: 'success', yellow: 'warning', red: 'danger' };

/** How the review list will colour a metric with these thresholds (spec §9), with a value to try. */
export function TrafficLightPreview({ green, yellow }: { green: number | null; yellow: number | null }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [sample, setSample] = useState('15');
  const percent = (value: number) => `${value.toLocaleString(i18n.locale)} %`;
  const names: Record<TrafficLight, string> = { green: t`Green`, yellow: t`Yellow`, red: t`Red` };
  if (green === null || yellow === null || Number.isNaN(green) || Number.isNaN(yellow) || green <= yellow) {
    return <Text>{t`The preview appears once the green threshold is above the yellow one.`}</Text>;
  }
  const value = parseDecimal(sample);
  const light = value === null || Number.isNaN(value) ? null : trafficLight(value, { greenThreshold: green, yellowThreshold: yellow });
  return (
    <div className={styles.preview} role="group" aria-label={t`Traffic light preview`}>
      <div className={styles.legend}>
        <Badge color="success" shape="rounded">{t`Green: above ${percent(green)}`}</Badge>
        <Badge color="warning" shape="rounded">{t`Yellow: above ${percent(yellow)} up to ${percent(green)}`}</Badge>
        <Badge color="danger" shape="rounded">{t`Red: ${percent(yellow)} or less`}</Badge>
      </div>
      <div className={styles.tryout}>
        <div className={styles.field}>
          <TextField label={t`Try a value (%)`} inputMode="decimal" autoComplete="off" value={sample} onChange={setSample} />
        </div>
        {light && (
          <Badge size="large" color={COLORS[light]} aria-live="polite">
            {t`${percent(value ?? 0)} shows ${names[light]}`}
          </Badge>
        )}
      </div>
    </div>
  );
}
