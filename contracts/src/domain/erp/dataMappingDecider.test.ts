import { describe, expect, it } from 'vitest';
import type { OutputMapping } from '../../http/dataMapping.ts';
import { AppError } from '../appError.ts';
import { dataMappingDecider, foldDataMapping, type DataMappingCommand, type DataMappingState } from './dataMappingDecider.ts';
import { DEFAULT_INPUT_MAPPING } from './inputMapping.ts';
import { outputMappingOf } from './outputMapping.ts';

const companyId = 'c1';
const decideAll = (commands: DataMappingCommand[]): DataMappingState => {
  let state = dataMappingDecider.initialState();
  for (const command of commands) state = dataMappingDecider.decide(command, state).reduce(dataMappingDecider.evolve, state);
  return state;
};
const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('DATA_MAPPING_INVALID');
    return ((error as AppError).details?.issues as { path: string; code: string }[]).map((i) => [i.path, i.code]);
  }
  throw new Error('expected a refusal');
};
const channels = new Set(['web', 'amazon']);
const output = (entries: OutputMapping['channels']): DataMappingCommand => ({ type: 'SetOutputDataMapping', companyId, mapping: { channels: entries }, channelIds: channels });
const seasonMapping = { ...DEFAULT_INPUT_MAPPING, rows: [{ source: 'property:Saison', target: { kind: 'customValue' as const, key: 'season' }, dataType: 'TEXT' as const, numberFormat: 'DOT' as const }] };

describe('data mapping decider', () => {
  it('keeps definitions, the input and the output mapping, and folds them the same way', () => {
    const commands: DataMappingCommand[] = [
      { type: 'SetCustomValueDefinitions', companyId, definitions: [{ key: 'season', label: 'Saison', dataType: 'TEXT' }] },
      { type: 'SetInputDataMapping', companyId, mapping: seasonMapping },
      output([{ channelId: 'web', regularSalesPriceId: '1', strikeSalesPriceId: '3' }]),
    ];
    const state = decideAll(commands);
    expect(state).toMatchObject({ revision: 2, input: seasonMapping, customValues: [{ key: 'season' }] });
    expect(outputMappingOf(state.output, 'web')).toEqual({ channelId: 'web', regularSalesPriceId: '1', strikeSalesPriceId: '3' });
    expect(outputMappingOf(state.output, 'amazon')).toBeNull();
    const events = commands.reduce<{ state: DataMappingState; events: ReturnType<typeof dataMappingDecider.decide> }>(
      (acc, command) => {
        const next = dataMappingDecider.decide(command, acc.state);
        return { state: next.reduce(dataMappingDecider.evolve, acc.state), events: [...acc.events, ...next] };
      },
      { state: dataMappingDecider.initialState(), events: [] },
    ).events;
    expect(foldDataMapping(events)).toEqual(state);
  });

  it('refuses an output channel mapped twice, missing regular or strike prices, unknown or repeated sales channels', () => {
    const state = dataMappingDecider.initialState();
    expect(issuesOf(() => dataMappingDecider.decide(output([{ channelId: 'web', regularSalesPriceId: '1', strikeSalesPriceId: '3' }, { channelId: 'amazon', regularSalesPriceId: '1', strikeSalesPriceId: '5' }]), state))).toEqual([
      ['channels.1.regularSalesPriceId', 'OUTPUT_CHANNEL_MAPPED_TWICE'],
    ]);
    expect(issuesOf(() => dataMappingDecider.decide(output([{ channelId: 'web', regularSalesPriceId: '1', strikeSalesPriceId: '1' }]), state))).toEqual([['channels.0.strikeSalesPriceId', 'OUTPUT_CHANNEL_MAPPED_TWICE']]);
    expect(issuesOf(() => dataMappingDecider.decide(output([{ channelId: 'web', regularSalesPriceId: '', strikeSalesPriceId: '' }]), state))).toEqual([
      ['channels.0.regularSalesPriceId', 'REGULAR_PRICE_REQUIRED'],
      ['channels.0.strikeSalesPriceId', 'STRIKE_PRICE_REQUIRED'],
    ]);
    expect(issuesOf(() => dataMappingDecider.decide(output([{ channelId: 'x', regularSalesPriceId: '1', strikeSalesPriceId: '2' }, { channelId: 'x', regularSalesPriceId: '3', strikeSalesPriceId: '4' }]), state))).toEqual([
      ['channels.0.channelId', 'SALES_CHANNEL_UNKNOWN'],
      ['channels.1.channelId', 'SALES_CHANNEL_UNKNOWN'],
      ['channels.1.channelId', 'SALES_CHANNEL_MAPPED_TWICE'],
    ]);
  });

  it('refuses an input mapping without separator, true/false values or unit, and one naming an undefined custom value', () => {
    const state = dataMappingDecider.initialState();
    expect(issuesOf(() => dataMappingDecider.decide({ type: 'SetInputDataMapping', companyId, mapping: { ...DEFAULT_INPUT_MAPPING, listSeparator: '', falseValue: '', quantityUnit: null } }, state))).toEqual([
      ['listSeparator', 'LIST_SEPARATOR_REQUIRED'],
      ['falseValue', 'TRUE_FALSE_VALUES_REQUIRED'],
      ['quantityUnit', 'QUANTITY_UNIT_REQUIRED'],
    ]);
    expect(issuesOf(() => dataMappingDecider.decide({ type: 'SetInputDataMapping', companyId, mapping: seasonMapping }, state))).toEqual([['rows.0.target', 'CUSTOM_VALUE_UNKNOWN']]);
  });

  it('keeps a custom value the mapping fills: not removed, not retyped, no key twice', () => {
    const state = decideAll([
      { type: 'SetCustomValueDefinitions', companyId, definitions: [{ key: 'season', label: 'Saison', dataType: 'TEXT' }] },
      { type: 'SetInputDataMapping', companyId, mapping: seasonMapping },
    ]);
    expect(issuesOf(() => dataMappingDecider.decide({ type: 'SetCustomValueDefinitions', companyId, definitions: [] }, state))).toEqual([['definitions', 'CUSTOM_VALUE_IN_USE']]);
    expect(issuesOf(() => dataMappingDecider.decide({ type: 'SetCustomValueDefinitions', companyId, definitions: [{ key: 'season', label: 'Saison', dataType: 'NUMBER' }] }, state))).toEqual([['definitions', 'DATA_TYPE_MISMATCH']]);
    const twice = [{ key: 'season', label: 'A', dataType: 'TEXT' as const }, { key: 'season', label: 'B', dataType: 'TEXT' as const }];
    expect(issuesOf(() => dataMappingDecider.decide({ type: 'SetCustomValueDefinitions', companyId, definitions: twice }, state))).toEqual([['definitions.1.key', 'CUSTOM_VALUE_KEY_TWICE']]);
  });

  it('refuses a change made on an older revision', () => {
    const state = decideAll([{ type: 'SetCustomValueDefinitions', companyId, definitions: [] }]);
    expect(() => dataMappingDecider.decide({ type: 'SetCustomValueDefinitions', companyId, definitions: [], expectedRevision: -1 }, state)).toThrow(expect.objectContaining({ code: 'CONCURRENCY_CONFLICT' }));
  });
});
