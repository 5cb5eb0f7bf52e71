import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataMappingAnswerSchema, type DataMappingAnswer } from '@pm/contracts';
import { actorOf, zodRoutes } from '@pm/platform';
import { DATA_MAPPING, toDataMappingAnswer, type DataMappingDoc } from '../projectors/dataMappingProjector.ts';
import { minPositionParam, type ReadModels } from '../runtime/readModels.ts';

/** Everyone of the company reads the data mapping (viewers and maintainers see the screens read-only). */
export function registerDataMappingQueries(app: FastifyInstance, readModels: ReadModels): void {
  zodRoutes(app).get(
    '/api/company/:companyId/data-mapping',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's custom values and data mappings",
        description: 'Custom value definitions, the input data mapping and the output data mapping (null: never saved) and the revision for `expectedRevision`.',
        params: z.strictObject({ companyId: z.uuid() }),
        querystring: z.strictObject({ minPosition: minPositionParam }),
        response: { 200: dataMappingAnswerSchema },
      },
    },
    async (request, reply): Promise<DataMappingAnswer> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, DATA_MAPPING);
      return toDataMappingAnswer(await readModels.findOne<DataMappingDoc>(DATA_MAPPING, { _id: companyId }));
    },
  );
}
