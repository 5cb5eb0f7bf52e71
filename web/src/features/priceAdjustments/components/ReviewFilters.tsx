import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Input, Label, makeStyles, Radio, RadioGroup, Select, Switch, tokens } from '@fluentui/react-components';
import type { PriceEngineOverview } from '@pm/contracts';
import type { ReviewView } from '../hooks/useReviewView.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  mode: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface ReviewFiltersProps {
  channels: PriceEngineOverview['channels'];
  channelId: string | null;
  search: string;
  onChange(change: { channelId?: string | null; search?: string }): void;
  /** Without it only the filters are shown (the submitted list has no change or shipping view). */
  view?: ReviewView;
}

/** Channel and search filters, and how prices and changes are shown. */
export function ReviewFilters({ channels, channelId, search, onChange, view }: ReviewFiltersProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const modeLabel = useId();
  return (
    <div className={styles.row}>
      <Field label={t`Channel`}>
        <Select value={channelId ?? ''} onChange={(_e, data) => onChange({ channelId: data.value || null })}>
          <option value="">{t`All channels`}</option>
          {channels.map((channel) => (
            <option key={channel.channelId} value={channel.channelId}>
              {channel.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Search SKU or product`}>
        <Input type="search" value={search} onChange={(_e, data) => onChange({ search: data.value })} />
      </Field>
      {view && (
        <>
          <div className={styles.mode}>
            <Label id={modeLabel}>{t`Show change`}</Label>
            <RadioGroup layout="horizontal" aria-labelledby={modeLabel} value={view.mode} onChange={(_e, data) => view.setMode(data.value === 'percent' ? 'percent' : 'absolute')}>
              <Radio value="absolute" label={t`As amount`} />
              <Radio value="percent" label={t`In percent`} />
            </RadioGroup>
          </div>
          <Switch label={t`Include shipping costs`} checked={view.withShipping} onChange={(_e, data) => view.setWithShipping(data.checked)} />
        </>
      )}
    </div>
  );
}
