import { updateSourceBodySchema, type AdminSource, type CrawlerKind, type ShippingCostModel, type UpdateSourceBody } from '@pm/contracts';

/** The edit form's values as typed (selects and text fields are strings). */
export interface SourceEditValues {
  name: string;
  logoUrl: string;
  iconUrl: string;
  shippingCostModel: ShippingCostModel;
  /** '' = any market. */
  country: string;
  /** '' = the platform's default crawler. */
  crawler: CrawlerKind | '';
  /** One pattern per line (comparison sites). */
  searchUrlPatterns: string;
}

export type SourceEditField = keyof SourceEditValues;

export function editValuesOf(source: AdminSource): SourceEditValues {
  return {
    name: source.name,
    logoUrl: source.logoUrl ?? '',
    iconUrl: source.iconUrl ?? '',
    shippingCostModel: source.shippingCostModel,
    country: source.country ?? '',
    crawler: source.crawler ?? '',
    searchUrlPatterns: (source.searchUrlPatterns ?? []).join('\n'),
  };
}

/**
 * The changed fields as the API takes them, or the fields the browser-safe schema refuses (the
 * API checks the search patterns with RE2 as well and answers field by field).
 */
export function editBody(source: AdminSource, values: SourceEditValues, withPatterns: boolean): { body: UpdateSourceBody | null; invalid: SourceEditField[] } {
  const before = editValuesOf(source);
  const changes: Record<string, unknown> = {};
  if (values.name.trim() !== before.name) changes['name'] = values.name.trim();
  if (values.logoUrl.trim() !== before.logoUrl) changes['logoUrl'] = values.logoUrl.trim() || null;
  if (values.iconUrl.trim() !== before.iconUrl) changes['iconUrl'] = values.iconUrl.trim() || null;
  if (values.shippingCostModel !== before.shippingCostModel) changes['shippingCostModel'] = values.shippingCostModel;
  if (values.country !== before.country) changes['country'] = values.country || null;
  if (values.crawler !== before.crawler && values.crawler !== '') changes['crawler'] = values.crawler;
  if (withPatterns) {
    const patterns = values.searchUrlPatterns.split('\n').map((line) => line.trim()).filter(Boolean);
    if (patterns.join('\n') !== before.searchUrlPatterns) changes['searchUrlPatterns'] = patterns;
  }
  if (Object.keys(changes).length === 0) return { body: null, invalid: [] };
  const parsed = updateSourceBodySchema.safeParse(changes);
  if (parsed.success) return { body: parsed.data, invalid: [] };
  const invalid = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((path): path is SourceEditField => path in values))];
  return { body: null, invalid };
}
