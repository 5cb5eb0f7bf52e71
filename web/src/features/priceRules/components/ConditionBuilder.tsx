import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { FILTER_FIELD_NAMES, filterFieldType, OPERATORS_BY_TYPE, type FilterField, type FilterOperator } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { newConditionKey, type ConditionDraft } from '../utils/ruleDraft.ts';
import { FILTER_FIELD_LABELS, OPERATOR_LABELS } from '../utils/ruleLabels.ts';

const METRIC_FIELDS: readonly FilterField[] = ['profitMargin', 'purchaseMarkup', 'totalCostMarkup'];

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
  conditions: ConditionDraft[];
  onChange(conditions: ConditionDraft[]): void;
  /** Translated message of a problem at a path such as "conditions.0.value". */
  messageAt(path: string): string | undefined;
  disabled: boolean;
}

/** All conditions must hold; none: the rule looks at every product of the channel. */
export function ConditionBuilder({ conditions, onChange, messageAt, disabled }: ConditionBuilderProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const change = (key: number, next: Partial<ConditionDraft>) => onChange(conditions.map((c) => (c.key === key ? { ...c, ...next } : c)));
  const add = () => onChange([...conditions, { key: newConditionKey(), field: 'brand', operator: 'EQUALS', value: '' }]);
  const productFields = FILTER_FIELD_NAMES.filter((f) => !METRIC_FIELDS.includes(f));

  const chooseField = (condition: ConditionDraft, field: string) => {
    const before = filterFieldType(condition.field);
    const type = filterFieldType(field) ?? 'text';
    const operators = OPERATORS_BY_TYPE[type];
    const operator = operators.includes(condition.operator) ? condition.operator : operators[0]!;
    const value = before === type ? condition.value : type === 'boolean' ? 'true' : '';
    change(condition.key, { field, operator, value });
  };

  return (
    <div className={styles.list}>
      {conditions.length === 0 && <Text className={styles.hint}>{t`No filter conditions: the rule applies to every product of the sales channel.`}</Text>}
      {conditions.map((condition, index) => {
        const n = index + 1;
        const type = filterFieldType(condition.field) ?? 'text';
        const list = condition.operator === 'IN' || condition.operator === 'NOT_IN';
        const valueMessage = messageAt(`conditions.${index}.value`);
        const listHint = type === 'number' ? t`Separate several numbers with a semicolon (;).` : t`Separate several values with a comma or semicolon.`;
        return (
          <div key={condition.key} role="group" aria-label={t`Condition ${n}`} className={styles.row}>
            <Field label={t`Field`} validationState={messageAt(`conditions.${index}.field`) ? 'error' : 'none'} validationMessage={messageAt(`conditions.${index}.field`)}>
              <Select className={styles.control} value={condition.field} disabled={disabled} onChange={(_event, data) => chooseField(condition, data.value)}>
                {filterFieldType(condition.field) === null && <option value={condition.field}>{condition.field}</option>}
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
              </Select>
            </Field>
            <Field label={t`Comparison`} validationState={messageAt(`conditions.${index}.operator`) ? 'error' : 'none'} validationMessage={messageAt(`conditions.${index}.operator`)}>
              <Select className={styles.control} value={condition.operator} disabled={disabled} onChange={(_event, data) => change(condition.key, { operator: data.value as FilterOperator })}>
                {OPERATORS_BY_TYPE[type].map((op) => (
                  <option key={op} value={op}>
                    {i18n._(OPERATOR_LABELS[op])}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t`Value`} hint={list && !valueMessage ? listHint : undefined} validationState={valueMessage ? 'error' : 'none'} validationMessage={valueMessage}>
              {type === 'boolean' ? (
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
