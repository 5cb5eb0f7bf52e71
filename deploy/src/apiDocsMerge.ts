/**
 * The distributed gateway's API reference: every upstream service documents its own routes
 * (@fastify/swagger from the route schemas); the gateway answers one document with all paths,
 * as the browser and an integrator see one API behind one origin.
 */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

/** Paths merged per method (one service answers reads, another writes of the same path); components by name. */
export function mergeOpenApi(documents: readonly OpenApiDocument[]): OpenApiDocument {
  const [first] = documents;
  if (!first) throw new Error('mergeOpenApi needs at least one document');
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Record<string, Record<string, unknown>> = {};
  for (const document of documents) {
    for (const [path, operations] of Object.entries(document.paths ?? {})) paths[path] = { ...paths[path], ...operations };
    for (const [kind, entries] of Object.entries(document.components ?? {})) components[kind] = { ...components[kind], ...entries };
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return { ...first, paths: sortedPaths, components };
}
