import { FILTER_FIELDS, OPERATORS_BY_TYPE, type FilterCondition, type FilterFieldType } from '@pm/contracts';

export interface ConditionProblem {
  path: string;
  code: 'UNKNOWN_FIELD' | 'OPERATOR_NOT_ALLOWED' | 'VALUE_TYPE';
  message: string;
}

const fieldType = (field: string): FilterFieldType | null => (Object.hasOwn(FILTER_FIELDS, field) ? FILTER_FIELDS[field as keyof typeof FILTER_FIELDS] : null);
const isList = (operator: string) => operator === 'IN' || operator === 'NOT_IN';

/** What makes filter conditions unusable: unknown fields, operators the field's type has not, values of another type. */
export function filterConditionProblems(conditions: readonly FilterCondition[]): ConditionProblem[] {
  const problems: ConditionProblem[] = [];
  conditions.forEach((c, i) => {
    const type = fieldType(c.field);
    if (!type) return void problems.push({ path: `conditions.${i}.field`, code: 'UNKNOWN_FIELD', message: `Unknown filter field "${c.field}"` });
    if (!OPERATORS_BY_TYPE[type].includes(c.operator)) return void problems.push({ path: `conditions.${i}.operator`, code: 'OPERATOR_NOT_ALLOWED', message: `The operator ${c.operator} does not apply to ${c.field}` });
    const values = Array.isArray(c.value) ? c.value : [c.value];
    const expected = type === 'number' ? 'number' : type === 'boolean' ? 'boolean' : 'string';
    if (Array.isArray(c.value) !== isList(c.operator) || values.some((v) => typeof v !== expected)) {
      problems.push({ path: `conditions.${i}.value`, code: 'VALUE_TYPE', message: `The value of ${c.field} must be ${isList(c.operator) ? 'a list of ' : 'a '}${expected}${isList(c.operator) ? 's' : ''}` });
    }
  });
  return problems;
}
