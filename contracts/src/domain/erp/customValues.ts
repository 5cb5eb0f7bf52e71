/**
 * A company's custom value definitions (issue 15 item 5): checks of the list and of a value against
 * its definition's type, for every writer (the mapping's refresh, a product edit).
 */
import type { CustomValue, CustomValueDefinition, CustomValueType } from '../../http/customValues.ts';
import type { DataMappingIssue, InputMapping } from '../../http/dataMapping.ts';

/** Problems of a new list of definitions: a key twice, or a key gone that the input mapping still fills. */
export function customValueDefinitionIssues(definitions: readonly CustomValueDefinition[], inputMapping: InputMapping | null): DataMappingIssue[] {
  const issues: DataMappingIssue[] = [];
  const keys = new Set<string>();
  definitions.forEach((definition, i) => {
    if (keys.has(definition.key)) issues.push({ path: `definitions.${i}.key`, code: 'CUSTOM_VALUE_KEY_TWICE', params: { key: definition.key } });
    keys.add(definition.key);
  });
  for (const row of inputMapping?.rows ?? []) {
    if (row.target.kind !== 'customValue' || keys.has(row.target.key)) continue;
    issues.push({ path: 'definitions', code: 'CUSTOM_VALUE_IN_USE', params: { key: row.target.key } });
  }
  return issues;
}

export const customValueTypesOf = (definitions: readonly CustomValueDefinition[]): Map<string, CustomValueType> => new Map(definitions.map((d) => [d.key, d.dataType]));

/** Whether a stored value has the shape of its data type (JSON is kept as its text). */
export function fitsCustomValueType(type: CustomValueType, value: CustomValue): boolean {
  switch (type) {
    case 'TEXT':
    case 'JSON':
      return typeof value === 'string';
    case 'NUMBER':
    case 'PERCENTAGE':
      return typeof value === 'number';
    case 'BOOLEAN':
      return typeof value === 'boolean';
    case 'LIST':
      return Array.isArray(value);
  }
}
