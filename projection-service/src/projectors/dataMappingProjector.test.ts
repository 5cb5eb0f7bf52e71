import { describe, expect, it } from 'vitest';
import { recordedEvent } from '@pm/platform/testing';
import { DEFAULT_INPUT_MAPPING, foldDataMapping } from '@pm/contracts/domain';
import type { DataMappingEvent } from '@pm/contracts/events';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { DATA_MAPPING, dataMappingProjector, toDataMappingAnswer, type DataMappingDoc } from './dataMappingProjector.ts';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const spec = projectionSpec(dataMappingProjector);

describe('dataMappingProjector', () => {
  it('answers nothing saved, then every part as the domain fold has it, with the revision', async () => {
    expect(toDataMappingAnswer(null)).toEqual({ customValues: [], input: null, output: null, revision: '-1' });
    const events: DataMappingEvent[] = [
      { type: 'CustomValueDefinitionsSet', data: { companyId, definitions: [{ key: 'season', label: 'Saison', dataType: 'TEXT' }] } },
      { type: 'InputDataMappingSet', data: { companyId, mapping: DEFAULT_INPUT_MAPPING } },
      { type: 'OutputDataMappingSet', data: { companyId, mapping: { channels: [{ channelId: 'web', regularSalesPriceId: '1', strikeSalesPriceId: '3' }] } } },
      { type: 'CustomValueDefinitionsSet', data: { companyId, definitions: [{ key: 'season', label: 'Season', dataType: 'TEXT' }] } },
    ];
    const meta = (revision: bigint) => ({ companyId, streamId: `datamapping-${companyId}`, revision, id: crypto.randomUUID() });
    const [doc = null] = await spec.given(...events.map((e, i) => recordedEvent(e.type, e.data, meta(BigInt(i))))).documents(DATA_MAPPING, { _id: companyId });
    const folded = foldDataMapping(events);
    expect(toDataMappingAnswer(doc as DataMappingDoc | null)).toEqual({ customValues: folded.customValues, input: folded.input, output: folded.output, revision: '3' });
  });
});
