import { competitorDomainSchema, MAX_SEARCH_URL_PATTERNS, SEARCH_URL_PATTERN_MAX_LENGTH, sourceFieldsSchema, userPatternIssue } from '@pm/contracts';
import type { CrawlerKind, ScrapeFrequency, ShippingCostModel, SourceFields, SourceKind } from '@pm/contracts';
import type { UpdateSourceBody } from '../api/updateSource.ts';

/** Why a source field is not acceptable (spec §5); sourceFormMessages.ts translates them. */
export type SourceFieldError =
  | 'required'
  | 'tooLong'
  /** The domain was typed with https:// or www. */
  | 'withPrefix'
  | 'invalidDomain'
  | 'alreadyConnected'
  | 'invalidUrl'
  /** Not a regular expression, or longer than SEARCH_URL_PATTERN_MAX_LENGTH. */
  | 'invalidPattern'
  /** Valid JavaScript, but not RE2: backreferences, lookahead/lookbehind (the server refuses them). */
  | 'unsupportedPattern'
  /** Too big a program for the linear-time engine (e.g. large repetition counts). */
  | 'patternTooComplex'
  | 'tooManyPatterns';

/** A source as typed into the connect/edit dialog. */
export interface SourceFormValues {
  kind: SourceKind;
  name: string;
  hostname: string;
  logoUrl: string;
  iconUrl: string;
  shippingCostModel: ShippingCostModel;
  scrapeFrequency: ScrapeFrequency;
  scrapingEnabled: boolean;
  /** Empty: the scraper's default crawler. */
  crawler: CrawlerKind | '';
  proxyUrl: string;
  /** Comparison sites only: one regular expression per line; empty uses the built-in patterns. */
  searchUrlPatterns: string;
}

export type SourceFormErrors = Partial<Record<keyof SourceFormValues, SourceFieldError>>;

export const EMPTY_SOURCE_FORM: SourceFormValues = {
  kind: 'STORE',
  name: '',
  hostname: '',
  logoUrl: '',
  iconUrl: '',
  shippingCostModel: 'COST_ON_PRODUCT_PAGE',
  scrapeFrequency: 'DAILY',
  scrapingEnabled: true,
  crawler: '',
  proxyUrl: '',
  searchUrlPatterns: '',
};

const shape = sourceFieldsSchema.shape;
export const SOURCE_NAME_MAX_LENGTH = shape.name.maxLength ?? 120;
export { MAX_SEARCH_URL_PATTERNS, SEARCH_URL_PATTERN_MAX_LENGTH };

/** "https://www.shop.example/path" → "shop.example": what the user most likely meant. */
export function suggestDomain(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');
}

/** A competitor domain: required, without https:// or www. (spec §5), and not connected already. */
export function checkDomain(value: string, connectedHostnames: readonly string[]): SourceFieldError | undefined {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '') return 'required';
  if (/^[a-z]+:\/\//.test(trimmed) || trimmed.startsWith('www.')) return 'withPrefix';
  if (!competitorDomainSchema.safeParse(trimmed).success) return 'invalidDomain';
  return connectedHostnames.includes(trimmed) ? 'alreadyConnected' : undefined;
}

/** An optional http(s) URL (logo, icon, proxy); empty means none. */
export function checkOptionalUrl(value: string): SourceFieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return shape.logoUrl.safeParse(trimmed).success ? undefined : 'invalidUrl';
}

/** The non-empty lines of the patterns field. */
export function patternLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The server's rules (contracts' user-pattern helper, RE2): the first problem of any line. */
function checkPatterns(text: string): SourceFieldError | undefined {
  const lines = patternLines(text);
  if (lines.length > MAX_SEARCH_URL_PATTERNS) return 'tooManyPatterns';
  for (const pattern of lines) {
    if (pattern.length > SEARCH_URL_PATTERN_MAX_LENGTH) return 'invalidPattern';
    const issue = userPatternIssue(pattern);
    if (issue?.problem === 'PATTERN_UNSUPPORTED') return 'unsupportedPattern';
    if (issue?.problem === 'PATTERN_TOO_COMPLEX') return 'patternTooComplex';
    if (issue) return 'invalidPattern';
  }
  return undefined;
}

/**
 * Field checks of the dialog. `connectedHostnames` are the domains the company has connected
 * already; an edit (`mode: 'edit'`) does not change the domain, so it is not checked.
 */
export function validateSourceForm(values: SourceFormValues, mode: 'connect' | 'edit', connectedHostnames: readonly string[] = []): SourceFormErrors {
  const name = values.name.trim();
  return {
    name: name === '' ? 'required' : name.length > SOURCE_NAME_MAX_LENGTH ? 'tooLong' : undefined,
    hostname: mode === 'connect' ? checkDomain(values.hostname, connectedHostnames) : undefined,
    logoUrl: checkOptionalUrl(values.logoUrl),
    iconUrl: checkOptionalUrl(values.iconUrl),
    proxyUrl: checkOptionalUrl(values.proxyUrl),
    searchUrlPatterns: values.kind === 'AGGREGATOR' ? checkPatterns(values.searchUrlPatterns) : undefined,
  };
}

const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The POST body for valid values (call validateSourceForm first). */
export function toConnectSourceBody(values: SourceFormValues): SourceFields {
  const body: SourceFields = {
    kind: values.kind,
    name: values.name.trim(),
    hostname: values.hostname.trim().toLowerCase(),
    shippingCostModel: values.shippingCostModel,
    scrapeFrequency: values.scrapeFrequency,
    scrapingEnabled: values.scrapingEnabled,
  };
  const logoUrl = optionalText(values.logoUrl);
  if (logoUrl) body.logoUrl = logoUrl;
  const iconUrl = optionalText(values.iconUrl);
  if (iconUrl) body.iconUrl = iconUrl;
  const proxyUrl = optionalText(values.proxyUrl);
  if (proxyUrl) body.proxyUrl = proxyUrl;
  if (values.crawler) body.crawler = values.crawler;
  const patterns = patternLines(values.searchUrlPatterns);
  if (values.kind === 'AGGREGATOR' && patterns.length > 0) body.searchUrlPatterns = patterns;
  return body;
}

/** What a listed source holds for the dialog's fields. */
export type SourceFormSource = Pick<SourceFields, 'kind' | 'name' | 'hostname' | 'shippingCostModel' | 'scrapeFrequency' | 'scrapingEnabled'> &
  Partial<Pick<SourceFields, 'logoUrl' | 'iconUrl' | 'crawler' | 'proxyUrl' | 'searchUrlPatterns'>>;

/** The dialog's values for a connected source. */
export function sourceFormValues(source: SourceFormSource): SourceFormValues {
  return {
    kind: source.kind,
    name: source.name,
    hostname: source.hostname,
    logoUrl: source.logoUrl ?? '',
    iconUrl: source.iconUrl ?? '',
    shippingCostModel: source.shippingCostModel,
    scrapeFrequency: source.scrapeFrequency,
    scrapingEnabled: source.scrapingEnabled,
    crawler: source.crawler ?? '',
    proxyUrl: source.proxyUrl ?? '',
    searchUrlPatterns: (source.searchUrlPatterns ?? []).join('\n'),
  };
}

/** The PUT body: only what changed (empty when nothing did). A chosen crawler cannot be unset (the API keeps it). */
export function toUpdateSourceBody(values: SourceFormValues, source: SourceFormSource): UpdateSourceBody {
  const before = sourceFormValues(source);
  const body: UpdateSourceBody = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.logoUrl.trim() !== before.logoUrl) body.logoUrl = optionalText(values.logoUrl);
  if (values.iconUrl.trim() !== before.iconUrl) body.iconUrl = optionalText(values.iconUrl);
  if (values.proxyUrl.trim() !== before.proxyUrl) body.proxyUrl = optionalText(values.proxyUrl);
  if (values.shippingCostModel !== before.shippingCostModel) body.shippingCostModel = values.shippingCostModel;
  if (values.scrapeFrequency !== before.scrapeFrequency) body.scrapeFrequency = values.scrapeFrequency;
  if (values.scrapingEnabled !== before.scrapingEnabled) body.scrapingEnabled = values.scrapingEnabled;
  if (values.crawler && values.crawler !== before.crawler) body.crawler = values.crawler;
  const patterns = patternLines(values.searchUrlPatterns);
  if (values.kind === 'AGGREGATOR' && patterns.join('\n') !== patternLines(before.searchUrlPatterns).join('\n')) body.searchUrlPatterns = patterns;
  return body;
}
