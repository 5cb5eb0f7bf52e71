/**
 * One company's data mapping (stream `datamapping-<companyId>`, issue 15 items 5, 6): custom value
 * definitions, input and output mapping, folded together so that no change leaves a mapping naming
 * a custom value that is gone or has another type. pricing-service is its one writer; the
 * projection and the refresh/write-back fold it with `evolveDataMapping`.
 */
import type { DataMappingEvent } from '../../events/dataMappingEvents.ts';
import type { CustomValueDefinition } from '../../http/customValues.ts';
import type { DataMappingIssue, InputMapping, OutputMapping } from '../../http/dataMapping.ts';
import { AppError, appError } from '../appError.ts';
import type { Decider } from '../decider.ts';
import { customValueDefinitionIssues, customValueTypesOf } from './customValues.ts';
import { inputMappingIssues } from './inputMapping.ts';
import { outputMappingIssues } from './outputMapping.ts';

export interface DataMappingState {
  customValues: CustomValueDefinition[];
  /** null: never saved (the refresh reads with DEFAULT_INPUT_MAPPING). */
  input: InputMapping | null;
  /** null: never saved (no channel is written back). */
  output: OutputMapping | null;
  /** Stream revision of the last event (-1: none yet). */
  revision: number;
}

type Expected = { expectedRevision?: number | undefined };
export type DataMappingCommand =
  | ({ type: 'SetCustomValueDefinitions'; companyId: string; definitions: CustomValueDefinition[] } & Expected)
  | ({ type: 'SetInputDataMapping'; companyId: string; mapping: InputMapping } & Expected)
  /** `channelIds`: the company's sales channels when the command is decided. */
  | ({ type: 'SetOutputDataMapping'; companyId: string; mapping: OutputMapping; channelIds: ReadonlySet<string> } & Expected);

export const initialDataMapping = (): DataMappingState => ({ customValues: [], input: null, output: null, revision: -1 });

export function evolveDataMapping(state: DataMappingState, event: DataMappingEvent): DataMappingState {
  const next = { ...state, revision: state.revision + 1 };
  switch (event.type) {
    case 'CustomValueDefinitionsSet':
      return { ...next, customValues: event.data.definitions };
    case 'InputDataMappingSet':
      return { ...next, input: event.data.mapping };
    case 'OutputDataMappingSet':
      return { ...next, output: event.data.mapping };
  }
}

export const foldDataMapping = (events: readonly DataMappingEvent[]): DataMappingState => events.reduce(evolveDataMapping, initialDataMapping());

const refuse = (issues: DataMappingIssue[]): never => {
  throw new AppError('DATA_MAPPING_INVALID', `The data mapping is not valid: ${issues.map((i) => `${i.path}: ${i.code}`).join(', ')}.`, { issues });
};

export const dataMappingDecider: Decider<DataMappingState, DataMappingCommand, DataMappingEvent> = {
  initialState: initialDataMapping,
  evolve: evolveDataMapping,
  decide: (command, state) => {
    if (command.expectedRevision !== undefined && state.revision > command.expectedRevision) {
      throw appError('CONCURRENCY_CONFLICT', 'Someone else changed the data mapping in the meantime. Please reload and try again.');
    }
    switch (command.type) {
      case 'SetCustomValueDefinitions': {
        const types = customValueTypesOf(command.definitions);
        // A definition whose type changed under a mapping row would make that row read wrong values.
        const typeChanged = state.input ? inputMappingIssues(state.input, types).filter((i) => i.code === 'DATA_TYPE_MISMATCH').map((i) => ({ ...i, path: 'definitions' })) : [];
        const issues = [...customValueDefinitionIssues(command.definitions, state.input), ...typeChanged];
        if (issues.length > 0) refuse(issues);
        return [{ type: 'CustomValueDefinitionsSet', data: { companyId: command.companyId, definitions: command.definitions } }];
      }
      case 'SetInputDataMapping': {
        const issues = inputMappingIssues(command.mapping, customValueTypesOf(state.customValues));
        if (issues.length > 0) refuse(issues);
        return [{ type: 'InputDataMappingSet', data: { companyId: command.companyId, mapping: command.mapping } }];
      }
      case 'SetOutputDataMapping': {
        const issues = outputMappingIssues(command.mapping, command.channelIds);
        if (issues.length > 0) refuse(issues);
        return [{ type: 'OutputDataMappingSet', data: { companyId: command.companyId, mapping: command.mapping } }];
      }
    }
  },
};
