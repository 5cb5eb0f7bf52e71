import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Input, Label, makeStyles, Radio, RadioGroup, Select, Switch, tokens } from '@fluentui/react-components';
import type { PriceEngineOverview } from '@pm/contracts';
import { parseDecimal } from '../../../lib/utils/validateProductForm.ts';
import type { ReviewView } from '../hooks/useReviewView.ts';
import { parseReviewOrder, reviewOrderOf, type ReviewListParams, type ReviewOrder } from '../utils/adjustmentListParams.ts';
import { numberFieldText } from '../../../lib/utils/numberFieldText.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  mode: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  threshold: { width: '9em' },
});

/** What the review list adds to the filters: the order and "changes above N %" (plausibility). */
export interface ReviewOrdering {
  params: Pick<ReviewListParams, 'sort' | 'direction' | 'minChangePercent'>;
  onChange(change: Partial<Pick<ReviewListParams, 'sort' | 'direction' | 'minChangePercent'>>): void;
}

export interface ReviewFiltersProps {
  channels: PriceEngineOverview['channels'];
  channelId: string | null;
  search: string;
  onChange(change: { channelId?: string | null; search?: string }): void;
  /** Without it only the filters are shown (the submitted list has no change or shipping view). */
  view?: ReviewView;
  ordering?: ReviewOrdering;
}

/** Channel and search filters, the review's order and threshold, and how prices and changes are shown. */
export function ReviewFilters({ channels, channelId, search, onChange, view, ordering }: ReviewFiltersProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const modeLabel = useId();
  const orderLabels: Record<ReviewOrder, string> = {
    'sku:asc': t`Product (SKU)`,
    'absDeltaPercent:desc': t`Largest change in percent first`,
    'absDelta:desc': t`Largest change in amount first`,
    'delta:asc': t`Largest price cut first`,
    'delta:desc': t`Largest price rise first`,
    'newPrice:asc': t`New price, lowest first`,
    'channel:asc': t`Channel`,
  };
  const order = ordering ? reviewOrderOf(ordering.params) : '';
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
      {ordering && (
        <>
          <Field label={t`Sort by`}>
            <Select
              value={order}
              onChange={(_e, data) => {
                const next = parseReviewOrder(data.value);
                if (next) ordering.onChange(next);
              }}
            >
              {!(order in orderLabels) && <option value={order}>{t`As the column headers say`}</option>}
              {(Object.keys(orderLabels) as ReviewOrder[]).map((value) => (
                <option key={value} value={value}>
                  {orderLabels[value]}
                </option>
              ))}
            </Select>
          </Field>
          <ThresholdField value={ordering.params.minChangePercent} onChange={(minChangePercent) => ordering.onChange({ minChangePercent })} />
        </>
      )}
      {view && (
        <>
          <div className={styles.mode}>
            <Label id={modeLabel}>{t`Show change`}</Label>
            <RadioGroup layout="horizontal" aria-labelledby={modeLabel} value={view.mode} onChange={(_e, data) => view.setMode(data.value === 'percent' ? 'percent' : 'absolute')}>
              <Radio value="absolute" label={t`As amount`} />
              <Radio value="percent" label={t`In percent`} />
            </RadioGroup>
          </div>
          <Switch label={t`Also show what the customer pays incl. shipping`} checked={view.withShipping} onChange={(_e, data) => view.setWithShipping(data.checked)} />
        </>
      )}
    </div>
  );
}

/** "Changes above N %": a number typed in the user's way (comma or dot); empty shows all. */
function ThresholdField({ value, onChange }: { value: number | null; onChange(value: number | null): void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const format = (n: number | null) => numberFieldText(n, i18n.locale, { maximumFractionDigits: 2 });
  const [typed, setTyped] = useState({ text: format(value), value });
  // A threshold set from elsewhere ("show the large changes") shows here; what the user typed stays while it means the same.
  if (typed.value !== value) setTyped({ text: parseDecimal(typed.text) === value ? typed.text : format(value), value });
  const text = typed.value === value ? typed.text : format(value);
  const parsed = parseDecimal(text);
  const invalid = parsed !== null && (Number.isNaN(parsed) || parsed < 0);
  return (
    <Field label={t`Only changes above`} validationState={invalid ? 'error' : 'none'} validationMessage={invalid ? t`A number of 0 or more` : undefined}>
      <Input
        className={styles.threshold}
        inputMode="decimal"
        value={text}
        placeholder={t`all`}
        contentAfter="%"
        onChange={(_e, data) => {
          const next = parseDecimal(data.value);
          const valid = next === null || (!Number.isNaN(next) && next >= 0);
          setTyped({ text: data.value, value: valid ? next : value });
          if (valid && next !== value) onChange(next);
        }}
      />
    </Field>
  );
}
