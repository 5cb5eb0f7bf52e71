import { describe, expect, it } from 'vitest';
import { conditionIssues, FILTER_FIELD_NAMES, FILTER_OPERATORS, type FilterCondition } from '@pm/contracts';
import { filterIssue } from './filterConditions.ts';

/**
 * The rule editor and the API refuse filter conditions with contracts' `conditionIssues`; the
 * engine refuses them at run time with `filterIssue`. Whatever a rule may be saved with, a run
 * must be able to evaluate — otherwise a saved rule would end every run in ERROR.
 */
describe('saved filter conditions are conditions the engine can evaluate', () => {
  const values: FilterCondition['value'][] = ['Vaude', '', 12.5, 0, true, false, ['Vaude', 'Deuter'], [10, 20], ['10', 20], ['x']];
  const fields = [...FILTER_FIELD_NAMES, 'colour'];

  it('holds for every field, operator and kind of value', () => {
    const disagreements: string[] = [];
    for (const field of fields) {
      for (const operator of FILTER_OPERATORS) {
        for (const value of values) {
          const condition = { field, operator, value };
          const saved = conditionIssues(condition, 0).length === 0;
          const runnable = filterIssue([condition]) === null;
          if (saved && !runnable) disagreements.push(JSON.stringify(condition));
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
