import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { customFilterField, customKeyOfFilterField, FILTER_FIELD_NAMES, filterFieldType, type CustomValueType, type FilterField, type FilterFieldType, type FilterOperator } from '@pm/contracts';
import { useDataMapping } from '../../../lib/api/dataMappingQuery.ts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { operatorsFor, pickerOf, valueAfterFieldChange } from '../utils/conditionPickers.ts';
import { conditionType, newConditionKey, type ConditionDraft } from '../utils/ruleDraft.ts';
import { FILTER_FIELD_LABELS, OPERATOR_LABELS } from '../utils/ruleLabels.ts';
import { BrandValuePicker, CategoryValuePicker } from './ConditionValuePicker.tsx';

const METRIC_FIELDS: readonly FilterField[] = ['profitMargin', 'purchaseMarkup', 'totalCostMarkup'];

/** How a custom value compares (contracts customFilterType): numbers and percentages as numbers, yes/no, the rest as text (a list item by item). */
const CUSTOM_COMPARISON: Record<CustomValueType, FilterFieldType> = { TEXT: 'text', NUMBER: 'number', PERCENTAGE: 'number', BOOLEAN: 'boolean', LIST: 'text', JSON: 'text' };

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignItems: 'start',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.2fr) auto', columnGap: tokens.spacingHorizontalS },
  },
  control: { minWidth: 0, width: '100%' },
  remove: { alignSelf: 'end' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface ConditionBuilderProps {
  companyId: string;
  conditions: ConditionDraft[];
  onChange(conditions: ConditionDraft[]): void;
  /** Translated message of a problem at a path such as "conditions.0.value". */
  messageAt(path: string): string | undefined;
  disabled: boolean;
}

/** All conditions must hold; none: the rule looks at every product of the channel. */
export function ConditionBuilder({ companyId, conditions, onChange, messageAt, disabled }: ConditionBuilderProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const change = (key: number, next: Partial<ConditionDraft>) => onChange(conditions.map((c) => (c.key === key ? { ...c, ...next } : c)));
  const add = () => onChange([...conditions, { key: newConditionKey(), field: 'brand', operator: 'EQUALS', value: '' }]);
  const productFields = FILTER_FIELD_NAMES.filter((f) => !METRIC_FIELDS.includes(f));
  // The company's custom values (issue 15), compared as their data type says.
  const customValues = useDataMapping(companyId).data?.customValues ?? [];
  const customTypeOf = (field: string): FilterFieldType | undefined => {
    const key = customKeyOfFilterField(field);
    const definition = key === null ? undefined : customValues.find((d) => d.key === key);
    return definition ? CUSTOM_COMPARISON[definition.dataType] : undefined;
  };

  const chooseField = (condition: ConditionDraft, field: string) => {
    const valueType = customTypeOf(field);
    const operators = operatorsFor(field, valueType);
    const operator = operators.includes(condition.operator) ? condition.operator : operators[0]!;
    change(condition.key, { field, operator, value: valueAfterFieldChange(condition, field, valueType), valueType });
  };
  const chooseOperator = (condition: ConditionDraft, operator: FilterOperator) => {
    const wasList = condition.operator === 'IN' || condition.operator === 'NOT_IN';
    const isList = operator === 'IN' || operator === 'NOT_IN';
    // A picked category keeps its place when the comparison turns into a list and back (the first one).
    const value = pickerOf(condition.field) === 'category' && wasList && !isList ? (condition.value.split(';')[0]?.trim() ?? '') : condition.value;
    change(condition.key, { operator, value });
  };

  return (
    <div className={styles.list}>
      {conditions.length === 0 && <Text className={styles.hint}>{t`No filter conditions: the rule applies to every product of the sales channel.`}</Text>}
      {conditions.map((condition, index) => {
        const n = index + 1;
        const type = conditionType(condition);
        const operators = operatorsFor(condition.field, condition.valueType);
        const known = filterFieldType(condition.field) !== null || customValues.some((d) => customFilterField(d.key) === condition.field);
        const list = condition.operator === 'IN' || condition.operator === 'NOT_IN';
        const valueMessage = messageAt(`conditions.${index}.value`);
        const picker = pickerOf(condition.field);
        const listHint = picker ? undefined : type === 'number' ? t`Separate several numbers with a semicolon (;).` : t`Separate several values with a comma or semicolon.`;
        const valueHint = picker === 'category' ? t`Products directly in the category (not in its subcategories).` : list ? listHint : undefined;
        const setValue = (value: string) => change(condition.key, { value });
        return (
          <div key={condition.key} role="group" aria-label={t`Condition ${n}`} className={styles.row}>
            <Field label={t`Field`} validationState={messageAt(`conditions.${index}.field`) ? 'error' : 'none'} validationMessage={messageAt(`conditions.${index}.field`)}>
              <Select className={styles.control} value={condition.field} disabled={disabled} onChange={(_event, data) => chooseField(condition, data.value)}>
                {!known && <option value={condition.field}>{condition.field}</option>}
                <optgroup label={t`Product`}>
                  {productFields.map((f) => (
                    <option key={f} value={f}>
                      {i18n._(FILTER_FIELD_LABELS[f])}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t`Metrics at the current price`}>
                  {METRIC_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {i18n._(FILTER_FIELD_LABELS[f])}
                    </option>
                  ))}
                </optgroup>
                {customValues.length > 0 && (
                  <optgroup label={t`Custom values`}>
                    {customValues.map((d) => (
                      <option key={d.key} value={customFilterField(d.key)}>
                        {d.label}
                      </option>
                    ))}
                  </optgroup>
                )}
              </Select>
            </Field>
            <Field label={t`Comparison`} validationState={messageAt(`conditions.${index}.operator`) ? 'error' : 'none'} validationMessage={messageAt(`conditions.${index}.operator`)}>
              <Select className={styles.control} value={condition.operator} disabled={disabled} onChange={(_event, data) => chooseOperator(condition, data.value as FilterOperator)}>
                {!operators.includes(condition.operator) && <option value={condition.operator}>{i18n._(OPERATOR_LABELS[condition.operator])}</option>}
                {operators.map((op) => (
                  <option key={op} value={op}>
                    {i18n._(OPERATOR_LABELS[op])}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t`Value`} hint={valueMessage ? undefined : valueHint} validationState={valueMessage ? 'error' : 'none'} validationMessage={valueMessage}>
              {picker === 'category' ? (
                <CategoryValuePicker companyId={companyId} value={condition.value} list={list} disabled={disabled} onChange={setValue} />
              ) : picker === 'brand' ? (
                <BrandValuePicker companyId={companyId} value={condition.value} list={list} disabled={disabled} onChange={setValue} />
              ) : type === 'boolean' ? (
                <Select className={styles.control} value={condition.value} disabled={disabled} onChange={(_event, data) => change(condition.key, { value: data.value })}>
                  <option value="true">{t`Yes`}</option>
                  <option value="false">{t`No`}</option>
                </Select>
              ) : (
                <Input className={styles.control} value={condition.value} disabled={disabled} inputMode={type === 'number' && !list ? 'decimal' : undefined} autoComplete="off" onChange={(_event, data) => change(condition.key, { value: data.value })} />
              )}
            </Field>
            <Button
              className={styles.remove}
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t`Remove condition ${n}`}
              disabled={disabled}
              onClick={() => onChange(conditions.filter((c) => c.key !== condition.key))}
            />
          </div>
        );
      })}
      <div>
        <Button icon={<AddRegular />} disabled={disabled || conditions.length >= 50} onClick={add}>
          {t`Add condition`}
        </Button>
      </div>
    </div>
  );
}
