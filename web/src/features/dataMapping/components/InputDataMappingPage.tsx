import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { CUSTOM_VALUE_TYPES, DEFAULT_INPUT_MAPPING, MAPPABLE_COUNTRY_PRICE_FIELDS, MAPPABLE_PRODUCT_FIELDS, NUMBER_FORMATS, QUANTITY_UNITS } from '@pm/contracts';
import type { CustomValueType, DataMappingIssue, InputMapping, MappableProductField, NumberFormat } from '@pm/contracts';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useErpOutputChannels } from '../api/erpOutputChannelsQuery.ts';
import { useInputMappingPreview } from '../api/inputMappingPreviewQuery.ts';
import { useSetInputMapping } from '../api/setInputMapping.ts';
import { useMappingNames } from '../hooks/useMappingNames.ts';
import type { MappingNames } from '../hooks/useMappingNames.ts';
import {
  dataTypeOfTarget,
  decodeTarget,
  encodeTarget,
  formGaps,
  hasGaps,
  isNumberType,
  newRowKey,
  priceCountries,
  sourceFieldChoices,
  toFormValues,
  toInputMapping,
} from '../utils/inputMappingForm.ts';
import type { FormGaps, InputMappingFormValues, MappingRowValues, UnitValueRow } from '../utils/inputMappingForm.ts';
import { issueTextAt, mappingIssuesOf } from '../utils/mappingIssues.ts';
import { mappingIssueMessage } from '../utils/mappingMessages.ts';
import { DATA_TYPE_LABELS, NUMBER_FORMAT_LABELS } from '../utils/mappingLabels.ts';
import { QUANTITY_UNIT_LABELS } from '../../../lib/quantityUnitLabels.ts';
import { ChoiceField } from './ChoiceField.tsx';
import type { Choice } from './ChoiceField.tsx';
import { DataMappingGate } from './DataMappingGate.tsx';
import type { DataMappingContext } from './DataMappingGate.tsx';
import { InputMappingPreview } from './InputMappingPreview.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  rowActions: { display: 'flex', justifyContent: 'flex-end' },
  values: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** `/settings/price-engine/input-data-mapping`: which field of the ERP/shop system fills which product field or custom value, and how it is read. */
export function InputDataMappingPage() {
  return <DataMappingGate>{(context) => <InputDataMapping {...context} />}</DataMappingGate>;
}

function InputDataMapping({ companyId, profile, dataMapping, canEdit }: DataMappingContext) {
  const { t } = useLingui();
  const outputChannels = useErpOutputChannels(companyId);
  const names = useMappingNames(dataMapping.customValues, outputChannels.data?.channels ?? []);
  const saved = dataMapping.input ?? DEFAULT_INPUT_MAPPING;
  return (
    <PriceEngineSubpage
      title={t`Input data mapping`}
      intro={t`Which field of your ERP/shop system fills which product field or custom value, and how its values are read. The refresh of inputs reads every row this way.`}
    >
      {canEdit ? (
        <InputMappingForm
          companyId={companyId}
          saved={saved}
          revision={dataMapping.revision}
          definitions={dataMapping.customValues}
          countries={priceCountries(profile.company.countries)}
          salesPriceIds={(outputChannels.data?.channels ?? []).map((c) => c.id)}
          names={names}
        />
      ) : (
        <InputMappingReadOnly mapping={saved} names={names} />
      )}
    </PriceEngineSubpage>
  );
}

/** Viewers and maintainers see the mapping, without a form they could not send. */
function InputMappingReadOnly({ mapping, names }: { mapping: InputMapping; names: MappingNames }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const unit = mapping.quantityUnit;
  return (
    <>
      <SettingsSection title={t`Mapped fields`} description={t`Only administrators change the data mapping.`}>
        {mapping.rows.length === 0 ? (
          <Text className={styles.hint}>{t`No fields are mapped.`}</Text>
        ) : (
          <CardList label={t`Mapped fields`}>
            {mapping.rows.map((row, i) => (
              <CardListItem key={i}>
                <CardFacts
                  facts={[
                    [t`Field of the ERP/shop system`, names.source(row.source)],
                    [t`Target`, names.target(row.target)],
                    [t`Data type`, i18n._(DATA_TYPE_LABELS[row.dataType])],
                    ...(isNumberType(row.dataType) ? [[t`Number format`, i18n._(NUMBER_FORMAT_LABELS[row.numberFormat])] as const] : []),
                  ]}
                />
              </CardListItem>
            ))}
          </CardList>
        )}
      </SettingsSection>
      <SettingsSection title={t`How values are read`}>
        <CardFacts
          facts={[
            [t`List separator`, mapping.listSeparator === '' ? '–' : `"${mapping.listSeparator}"`],
            [t`Value for true`, mapping.trueValue || '–'],
            [t`Value for false`, mapping.falseValue || '–'],
            [t`Quantity unit when the system names none`, unit ? i18n._(QUANTITY_UNIT_LABELS[unit]) : '–'],
            ...mapping.unitValues.map((u) => [t`Unit text: ${u.source}`, i18n._(QUANTITY_UNIT_LABELS[u.unit])] as const),
          ]}
        />
      </SettingsSection>
    </>
  );
}

interface InputMappingFormProps {
  companyId: string;
  saved: InputMapping;
  revision: string;
  definitions: DataMappingContext['dataMapping']['customValues'];
  countries: ReturnType<typeof priceCountries>;
  salesPriceIds: string[];
  names: MappingNames;
}

const NO_GAPS: FormGaps = { rowsWithoutTarget: [], unitValuesIncomplete: [] };

function InputMappingForm({ companyId, saved, revision, definitions, countries, salesPriceIds, names }: InputMappingFormProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetInputMapping(companyId);
  const [seenRevision, setSeenRevision] = useState(revision);
  const [values, setValues] = useState<InputMappingFormValues>(() => toFormValues(saved));
  const [gaps, setGaps] = useState<FormGaps>(NO_GAPS);
  const [previewMapping, setPreviewMapping] = useState<InputMapping>(saved);
  const preview = useInputMappingPreview(companyId, previewMapping, true);
  const issues: DataMappingIssue[] = save.isError ? mappingIssuesOf(save.error) : [];
  const issueNames = { channel: (id: string) => id, dataType: names.dataType, target: names.path };
  const issueAt = (path: string) => issueTextAt(issues, path, (issue) => i18n._(mappingIssueMessage(issue, issueNames)));
  const disabled = save.isPending;

  const update = (change: Partial<InputMappingFormValues>) => setValues((current) => ({ ...current, ...change }));
  const updateRow = (key: number, change: Partial<MappingRowValues>) => setValues((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) }));
  const updateUnit = (key: number, change: Partial<UnitValueRow>) =>
    setValues((current) => ({ ...current, unitValues: current.unitValues.map((u) => (u.key === key ? { ...u, ...change } : u)) }));
  // Adding or removing a row renumbers the rows the server's issues name: they no longer apply.
  const reshape = (change: (current: InputMappingFormValues) => InputMappingFormValues) => {
    save.reset();
    setGaps(NO_GAPS);
    setValues(change);
  };

  const sourceChoices: Choice[] = sourceFieldChoices(preview.data?.sourceFields ?? [], salesPriceIds, values.rows.map((row) => row.source)).map((field) => ({ value: field, label: names.source(field) }));
  const targetChoices = [
    { group: t`Product fields`, choices: (Object.keys(MAPPABLE_PRODUCT_FIELDS) as MappableProductField[]).map((field) => ({ value: encodeTarget({ kind: 'product', field }), label: names.target({ kind: 'product', field }) })) },
    {
      group: t`Prices per country`,
      choices: countries.flatMap((country) => MAPPABLE_COUNTRY_PRICE_FIELDS.map((field) => ({ value: encodeTarget({ kind: 'countryPrice', country, field }), label: names.target({ kind: 'countryPrice', country, field }) }))),
    },
    ...(definitions.length > 0 ? [{ group: t`Custom values`, choices: definitions.map((d) => ({ value: encodeTarget({ kind: 'customValue', key: d.key }), label: names.target({ kind: 'customValue', key: d.key }) })) }] : []),
  ];
  const typeChoices: Choice[] = CUSTOM_VALUE_TYPES.map((type) => ({ value: type, label: i18n._(DATA_TYPE_LABELS[type]) }));
  const formatChoices: Choice[] = NUMBER_FORMATS.map((format) => ({ value: format, label: i18n._(NUMBER_FORMAT_LABELS[format]) }));
  const unitChoices: Choice[] = QUANTITY_UNITS.map((unit) => ({ value: unit, label: i18n._(QUANTITY_UNIT_LABELS[unit]) }));

  const complete = (): InputMapping | null => {
    const found = formGaps(values);
    setGaps(found);
    return hasGaps(found) ? null : toInputMapping(values);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const mapping = complete();
    if (!mapping) return;
    save.mutate(
      { mapping, expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          setPreviewMapping(mapping);
          notify.success(t`Input data mapping saved.`);
        },
      },
    );
  };

  const onPreview = () => {
    const mapping = complete();
    if (mapping) setPreviewMapping(mapping);
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Input data mapping`}>
        <SettingsSection title={t`Mapped fields`} description={t`The SKU identifies a product and is always read. Choose what each other field of the system fills.`}>
          {values.rows.length === 0 ? (
            <Text className={styles.hint}>{t`No fields are mapped.`}</Text>
          ) : (
            <ul className={styles.rows} aria-label={t`Mapped fields`}>
              {values.rows.map((row, i) => {
                const position = i + 1;
                return (
                  <li key={row.key} className={styles.row} aria-label={t`Mapped field ${position}`}>
                    <ChoiceField label={t`Field of the ERP/shop system`} value={row.source} choices={sourceChoices} onChange={(source) => updateRow(row.key, { source })} disabled={disabled} required />
                    <ChoiceField
                      label={t`Target`}
                      value={row.target}
                      choices={targetChoices}
                      placeholder={t`Select a target`}
                      required
                      disabled={disabled}
                      onChange={(target) => {
                        const decoded = decodeTarget(target);
                        updateRow(row.key, { target, ...(decoded ? { dataType: dataTypeOfTarget(decoded, definitions) } : {}) });
                      }}
                      message={gaps.rowsWithoutTarget.includes(i) ? t`Please select a target.` : issueAt(`rows.${i}.target`)}
                    />
                    <ChoiceField
                      label={t`Data type`}
                      value={row.dataType}
                      choices={typeChoices}
                      required
                      disabled={disabled}
                      onChange={(dataType) => updateRow(row.key, { dataType: dataType as CustomValueType })}
                      message={issueAt(`rows.${i}.dataType`)}
                    />
                    {isNumberType(row.dataType) && (
                      <ChoiceField
                        label={t`Number format`}
                        value={row.numberFormat}
                        choices={formatChoices}
                        required
                        disabled={disabled}
                        onChange={(numberFormat) => updateRow(row.key, { numberFormat: numberFormat as NumberFormat })}
                      />
                    )}
                    <div className={styles.rowActions}>
                      <Button
                        icon={<DeleteRegular />}
                        disabled={disabled}
                        aria-label={t`Remove mapped field ${position}`}
                        onClick={() => reshape((current) => ({ ...current, rows: current.rows.filter((r) => r.key !== row.key) }))}
                      >
                        {t`Remove`}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <div>
            <Button
              icon={<AddRegular />}
              disabled={disabled || values.rows.length >= 100}
              onClick={() => reshape((current) => ({ ...current, rows: [...current.rows, { key: newRowKey(), source: sourceChoices[0]?.value ?? 'name', target: '', dataType: 'TEXT', numberFormat: 'DOT' }] }))}
            >
              {t`Add field`}
            </Button>
          </div>
        </SettingsSection>

        <SettingsSection title={t`How values are read`} description={t`Lists are split at the separator; a boolean field must hold one of the two values (any case).`}>
          <div className={styles.values}>
            <TextField label={t`List separator`} required autoComplete="off" value={values.listSeparator} onChange={(listSeparator) => update({ listSeparator })} disabled={disabled} message={issueAt('listSeparator')} />
            <TextField label={t`Value for true`} required autoComplete="off" value={values.trueValue} onChange={(trueValue) => update({ trueValue })} disabled={disabled} message={issueAt('trueValue')} />
            <TextField label={t`Value for false`} required autoComplete="off" value={values.falseValue} onChange={(falseValue) => update({ falseValue })} disabled={disabled} message={issueAt('falseValue')} />
            <ChoiceField
              label={t`Quantity unit when the system names none`}
              value={values.quantityUnit}
              choices={unitChoices}
              placeholder={t`Select a unit`}
              required
              disabled={disabled}
              onChange={(unit) => update({ quantityUnit: QUANTITY_UNITS.find((u) => u === unit) ?? '' })}
              message={issueAt('quantityUnit')}
            />
          </div>
        </SettingsSection>

        <SettingsSection title={t`Quantity unit mapping`} description={t`The unit texts of your system (e.g. "Stk" or "kg") and the units they mean.`}>
          {values.unitValues.length > 0 && (
            <ul className={styles.rows} aria-label={t`Quantity unit mapping`}>
              {values.unitValues.map((u, i) => {
                const position = i + 1;
                const incomplete = gaps.unitValuesIncomplete.includes(i);
                return (
                  <li key={u.key} className={styles.row} aria-label={t`Unit text ${position}`}>
                    <TextField label={t`Unit text in the system`} autoComplete="off" value={u.source} onChange={(source) => updateUnit(u.key, { source })} disabled={disabled} message={incomplete && u.source.trim() === '' ? t`Please enter the unit text.` : undefined} />
                    <ChoiceField
                      label={t`Unit`}
                      value={u.unit}
                      choices={unitChoices}
                      placeholder={t`Select a unit`}
                      disabled={disabled}
                      onChange={(unit) => updateUnit(u.key, { unit: QUANTITY_UNITS.find((q) => q === unit) ?? '' })}
                      message={incomplete && u.unit === '' ? t`Please select a unit.` : undefined}
                    />
                    <div className={styles.rowActions}>
                      <Button icon={<DeleteRegular />} disabled={disabled} aria-label={t`Remove unit text ${position}`} onClick={() => reshape((current) => ({ ...current, unitValues: current.unitValues.filter((x) => x.key !== u.key) }))}>
                        {t`Remove`}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <div>
            <Button icon={<AddRegular />} disabled={disabled || values.unitValues.length >= 50} onClick={() => reshape((current) => ({ ...current, unitValues: [...current.unitValues, { key: newRowKey(), source: '', unit: '' }] }))}>
              {t`Add unit text`}
            </Button>
          </div>
        </SettingsSection>

        <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : hasGaps(gaps) ? t`Please check the marked fields.` : null} />
        <div className={styles.actions}>
          <SubmitButton busy={save.isPending}>{t`Save input data mapping`}</SubmitButton>
          <Button onClick={onPreview} disabled={preview.isFetching}>
            {t`Preview`}
          </Button>
        </div>
      </form>
      <InputMappingPreview preview={preview} names={names} />
    </>
  );
}
