import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { COUNTRIES, CRAWLER_KINDS, SHIPPING_COST_MODELS, type AdminSource, type CrawlerKind, type ShippingCostModel } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { CRAWLER_LABELS, SHIPPING_COST_MODEL_LABELS } from '../../../lib/sourceLabels.ts';
import { useUpdateAdminSource } from '../api/updateAdminSource.ts';
import { editBody, editValuesOf, type SourceEditField, type SourceEditValues } from '../utils/sourceEdit.ts';

export interface EditSourceDialogProps {
  source: AdminSource | null;
  open: boolean;
  onClose(): void;
}

/** The shared fields of a store or comparison site, as a platform admin changes them (domain and kind stay). */
export function EditSourceDialog({ source, open, onClose }: EditSourceDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const countryName = useCountryName();
  const update = useUpdateAdminSource();
  const [values, setValues] = useState<SourceEditValues | null>(source ? editValuesOf(source) : null);
  const [invalid, setInvalid] = useState<SourceEditField[]>([]);
  if (!source || !values) return null;
  const aggregator = source.kind === 'AGGREGATOR';
  const set = (field: SourceEditField) => (value: string) => setValues((current) => (current ? { ...current, [field]: value } : current));
  const message = (field: SourceEditField, text: string) => (invalid.includes(field) ? { validationState: 'error' as const, validationMessage: text } : {});
  const name = source.name;

  const submit = () => {
    const { body, invalid: refused } = editBody(source, values, aggregator);
    setInvalid(refused);
    if (refused.length > 0) return;
    if (!body) return onClose();
    update.mutate(
      { sourceId: source.id, body },
      {
        onSuccess: () => {
          notify.success(t`${name} saved.`);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      wide
      title={t`Edit ${name}`}
      submitLabel={t`Save changes`}
      busy={update.isPending}
      error={update.error ? i18n._(errorMessageFor(update.error)) : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t`Domain`} hint={t`The domain and the kind of a source stay as registered.`}>
        <Input value={source.hostname} readOnly />
      </Field>
      <Field label={t`Name`} required {...message('name', t`Enter a name of at most 120 characters.`)}>
        <Input value={values.name} onChange={(_event, data) => set('name')(data.value)} />
      </Field>
      <Field label={t`Logo URL`} {...message('logoUrl', t`Enter an http(s) address, or leave it empty.`)}>
        <Input type="url" value={values.logoUrl} onChange={(_event, data) => set('logoUrl')(data.value)} />
      </Field>
      <Field label={t`Icon URL`} {...message('iconUrl', t`Enter an http(s) address, or leave it empty.`)}>
        <Input type="url" value={values.iconUrl} onChange={(_event, data) => set('iconUrl')(data.value)} />
      </Field>
      <Field label={t`Shipping costs`}>
        <Select value={values.shippingCostModel} onChange={(_event, data) => set('shippingCostModel')(data.value as ShippingCostModel)}>
          {SHIPPING_COST_MODELS.map((model) => (
            <option key={model} value={model}>
              {i18n._(SHIPPING_COST_MODEL_LABELS[model])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Market`}>
        <Select value={values.country} onChange={(_event, data) => set('country')(data.value)}>
          <option value="">{t`Any market`}</option>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {countryName(country)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Crawler`} hint={t`Which crawler fetches its pages: plain HTTP, HTML parsing or a real browser for pages built by JavaScript.`}>
        <Select value={values.crawler} onChange={(_event, data) => set('crawler')(data.value as CrawlerKind | '')}>
          {values.crawler === '' && <option value="">{t`Default`}</option>}
          {CRAWLER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(CRAWLER_LABELS[kind])}
            </option>
          ))}
        </Select>
      </Field>
      {aggregator && (
        <Field
          label={t`Search URL patterns`}
          hint={t`One regular expression per line over path and query: the comparison site's search pages, which are not offers pages.`}
          {...message('searchUrlPatterns', t`At most 20 patterns of at most 300 characters each.`)}
        >
          <Textarea value={values.searchUrlPatterns} resize="vertical" rows={4} onChange={(_event, data) => set('searchUrlPatterns')(data.value)} />
        </Field>
      )}
    </FormDialog>
  );
}
