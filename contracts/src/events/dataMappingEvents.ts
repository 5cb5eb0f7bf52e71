import { z } from 'zod';
import { customValueDefinitionsSchema } from '../http/customValues.ts';
import { inputMappingSchema, outputMappingSchema } from '../http/dataMapping.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/**
 * Stream `datamapping-<companyId>` (issue 15 items 5, 6): one company's custom value definitions
 * and its input and output data mappings. One stream, so a mapping never names a custom value that
 * is gone (the decider sees both). Each event carries the whole new state of its part.
 */
export const CustomValueDefinitionsSet = defineEvent('CustomValueDefinitionsSet', 1, z.object({ companyId: z.string(), definitions: customValueDefinitionsSchema }));
export const InputDataMappingSet = defineEvent('InputDataMappingSet', 1, z.object({ companyId: z.string(), mapping: inputMappingSchema }));
export const OutputDataMappingSet = defineEvent('OutputDataMappingSet', 1, z.object({ companyId: z.string(), mapping: outputMappingSchema }));

export type DataMappingEvent = DomainEvent<typeof CustomValueDefinitionsSet> | DomainEvent<typeof InputDataMappingSet> | DomainEvent<typeof OutputDataMappingSet>;

export const dataMappingEvents = [CustomValueDefinitionsSet, InputDataMappingSet, OutputDataMappingSet];
