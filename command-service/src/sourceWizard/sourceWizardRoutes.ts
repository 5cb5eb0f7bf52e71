/**
 * POST /api/admin/source-wizard/save (platform admins): the last step of the store and
 * aggregator wizards — the source with its shared fields and, when selectors were needed, its
 * scrape exception (scope: the whole host), through the same commands as the source and
 * exception routes. Everything is checked before the first write (a taken domain names the
 * source that holds it, a taken exception code, selectors that are not CSS), so a refusal
 * writes nothing.
 *
 * The source and the exception live in different streams (no atomic write across them), so a
 * concurrent save is decided by reservations in this order: the exception's code first (a code
 * taken meanwhile refuses before anything else), then the domain (a domain taken meanwhile
 * releases the code again — and a reservation left by a crash is taken over by the next request
 * for the code), then the exception, whose code is already held. So a save never leaves a source
 * registered without its exception because another save took the code in between.
 */
import type { FastifyInstance } from 'fastify';
import { POSITION_HEADER, saveWizardAnswerSchema } from '@pm/contracts';
import { saveWizardBodySchema } from '@pm/contracts/patterns';
import { selectorIssues } from '@pm/contracts/selectorSyntax';
import { actorOf, appError, contextOf, zodRoutes } from '@pm/platform';
import type { ScrapeExceptionCommands } from '../scrapeExceptions/scrapeExceptionCommands.ts';
import type { SourceCommands } from '../sources/sourceCommands.ts';

export function registerSourceWizardRoutes(app: FastifyInstance, sources: SourceCommands, exceptions: ScrapeExceptionCommands): void {
  const api = zodRoutes(app);
  api.post(
    '/api/admin/source-wizard/save',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Save a store or comparison site set up with the wizard (platform admins)',
        description:
          'Registers the source (not connected to any company) and, with `exception`, its scrape exception for the whole host. A domain that has a source: 409 SOURCE_HOST_TAKEN with `details.sourceId` and `details.name`; a taken exception code: 409 SCRAPE_EXCEPTION_CODE_TAKEN; a selector that is not CSS: 400 SCRAPE_EXCEPTION_INVALID with `details.issues`. Nothing is written when one of them refuses.',
        body: saveWizardBodySchema,
        response: { 201: saveWizardAnswerSchema },
      },
      preValidation: async (request) => {
        if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators set up stores and comparison sites.');
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const context = contextOf(request, actor);
      const { exception, ...fields } = request.body;
      if (exception) {
        const issues = selectorIssues({ instructions: exception.instructions });
        if (issues.length > 0) throw appError('SCRAPE_EXCEPTION_INVALID', `A selector is not valid CSS: ${issues[0]?.message ?? ''}`, { issues });
      }
      const holder = await sources.hostHolder(fields.hostname);
      if (holder !== null) {
        const held = await sources.loadSource(holder);
        throw appError('SOURCE_HOST_TAKEN', `The domain ${fields.hostname} is registered already${held.fields ? ` as "${held.fields.name}"` : ''}.`, { sourceId: holder, name: held.fields?.name ?? fields.hostname });
      }
      if (exception && (await exceptions.codeTaken(exception.code))) throw appError('SCRAPE_EXCEPTION_CODE_TAKEN', `The scrape exception code ${exception.code} is taken.`);
      // The checks above give the clear messages; the reservations below decide a race with a concurrent save.
      const reservedId = exception ? await exceptions.reserveNewCode(exception.code, context) : null;
      let source;
      try {
        source = await sources.registerSource(fields, context);
      } catch (error) {
        if (exception && reservedId) await exceptions.releaseCode(exception.code, reservedId, context);
        throw error;
      }
      const created = exception && reservedId
        ? await exceptions.createScrapeException({ code: exception.code, scope: { hostname: fields.hostname, pathPattern: null }, instructions: exception.instructions, settings: {} }, context, reservedId)
        : null;
      const position = (created ?? source).position.toString();
      reply.header(POSITION_HEADER, position).status(201);
      return { sourceId: source.id, exceptionId: created?.id ?? null, position };
    },
  );
}
