import type { CustomValueDefinition, DataMappingAnswer, InputMapping, OutputMapping } from '@pm/contracts';
import type { DataMappingEvent } from '@pm/contracts/events';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const DATA_MAPPING = 'dataMapping';

export interface DataMappingDoc extends Doc {
  companyId: string;
  customValues?: CustomValueDefinition[];
  input?: InputMapping;
  output?: OutputMapping;
  revision: string;
}

const eventOf = (recorded: RecordedEvent) => toDomainEvent<DataMappingEvent>(recorded);

/**
 * One document per company (`_id` = companyId, issue 15 items 5, 6): its custom value definitions
 * and both mappings, each event setting its whole part (as the domain's evolveDataMapping does),
 * and the stream revision the screens send back.
 */
export const dataMappingProjector: Projector = {
  name: 'dataMapping',
  version: 1,
  collections: { [DATA_MAPPING]: [] },
  handles: ['CustomValueDefinitionsSet', 'InputDataMappingSet', 'OutputDataMappingSet'],
  project(recorded): WriteOp[] {
    const event = eventOf(recorded);
    const { companyId } = event.data;
    const part =
      event.type === 'CustomValueDefinitionsSet' ? { customValues: event.data.definitions } : event.type === 'InputDataMappingSet' ? { input: event.data.mapping } : { output: event.data.mapping };
    return [{ op: 'update', collection: DATA_MAPPING, id: companyId, update: { $set: { companyId, ...part, revision: recorded.revision.toString() } }, upsert: true }];
  },
  // The mapping screens, the product page (custom value labels) and the rule editor (custom value filters) read it.
  notices: (recorded) => [{ companyId: eventOf(recorded).data.companyId, queryKeys: [['data-mapping']] }],
};

/** What a company that never saved anything has: no custom values, no mappings, revision -1. */
export const toDataMappingAnswer = (doc: DataMappingDoc | null): DataMappingAnswer => ({
  customValues: doc?.customValues ?? [],
  input: doc?.input ?? null,
  output: doc?.output ?? null,
  revision: doc?.revision ?? '-1',
});
