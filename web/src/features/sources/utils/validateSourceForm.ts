import { competitorDomainSchema, DEFAULT_SOURCE_SETTINGS, MAX_SEARCH_URL_PATTERNS, SEARCH_URL_PATTERN_MAX_LENGTH, sourceFieldsSchema } from '@pm/contracts';
import { userPatternIssue } from '@pm/contracts/patterns';
import type { ConnectSourceBody, Country, CrawlerKind, ListedSource, ScrapeFrequency, ShippingCostModel, SourceKind, SourceSettingsBody, UpdateSourceBody } from '@pm/contracts';

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

/**
 * A source as typed into the connect/edit dialog. The shared fields (name, logo, icon, shipping
 * costs, crawler, patterns) are shown to platform admins only; the scrape settings and the proxy
 * are the company's own (`sourceSettingsValues` edits them for a connected source).
 */
export interface SourceFormValues {
  kind: SourceKind;
  name: string;
  hostname: string;
  logoUrl: string;
  iconUrl: string;
  shippingCostModel: ShippingCostModel;
  /** The market the source sells in; empty: any market. */
  country: Country | '';
  scrapeFrequency: ScrapeFrequency;
  scrapingEnabled: boolean;
  /** Empty: the scraper's default crawler. */
  crawler: CrawlerKind | '';
  /** One of the configured proxies by id; empty: none. */
  proxyId: string;
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
  country: '',
  scrapeFrequency: DEFAULT_SOURCE_SETTINGS.scrapeFrequency,
  scrapingEnabled: DEFAULT_SOURCE_SETTINGS.scrapingEnabled,
  crawler: '',
  proxyId: '',
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

/** An optional http(s) URL (logo, icon); empty means none. */
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

/** What the dialog is for: connecting a domain, or changing a source's shared fields (platform admins). */
export interface SourceFormMode {
  mode: 'connect' | 'edit';
  /** The user may name the shared fields: platform admins (who alone change them). */
  sharedFields: boolean;
}

/**
 * Field checks of the dialog. `connectedHostnames` are the domains the company has connected
 * already; an edit (`mode: 'edit'`) does not change the domain, so it is not checked. The shared
 * fields are checked only when the user may name them.
 */
export function validateSourceForm(values: SourceFormValues, { mode, sharedFields }: SourceFormMode, connectedHostnames: readonly string[] = []): SourceFormErrors {
  const name = values.name.trim();
  return {
    name: !sharedFields ? undefined : name === '' ? 'required' : name.length > SOURCE_NAME_MAX_LENGTH ? 'tooLong' : undefined,
    hostname: mode === 'connect' ? checkDomain(values.hostname, connectedHostnames) : undefined,
    logoUrl: sharedFields ? checkOptionalUrl(values.logoUrl) : undefined,
    iconUrl: sharedFields ? checkOptionalUrl(values.iconUrl) : undefined,
    searchUrlPatterns: sharedFields && values.kind === 'AGGREGATOR' ? checkPatterns(values.searchUrlPatterns) : undefined,
  };
}

const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The POST body for valid values (call validateSourceForm first): domain, kind and the company's
 * own settings; the shared fields only from a platform admin (the API registers a new domain from
 * safe defaults otherwise, and never changes a known domain's shared fields by connecting it).
 */
export function toConnectSourceBody(values: SourceFormValues, sharedFields: boolean): ConnectSourceBody {
  const body: ConnectSourceBody = {
    kind: values.kind,
    hostname: values.hostname.trim().toLowerCase(),
    scrapeFrequency: values.scrapeFrequency,
    scrapingEnabled: values.scrapingEnabled,
  };
  if (values.proxyId) body.proxyId = values.proxyId;
  if (!sharedFields) return body;
  body.name = values.name.trim();
  body.shippingCostModel = values.shippingCostModel;
  if (values.country) body.country = values.country;
  const logoUrl = optionalText(values.logoUrl);
  if (logoUrl) body.logoUrl = logoUrl;
  const iconUrl = optionalText(values.iconUrl);
  if (iconUrl) body.iconUrl = iconUrl;
  if (values.crawler) body.crawler = values.crawler;
  const patterns = patternLines(values.searchUrlPatterns);
  if (values.kind === 'AGGREGATOR' && patterns.length > 0) body.searchUrlPatterns = patterns;
  return body;
}

/** What a listed source holds for the dialog's fields. */
export type SourceFormSource = Pick<ListedSource, 'kind' | 'name' | 'hostname' | 'shippingCostModel' | 'scrapeFrequency' | 'scrapingEnabled' | 'proxyId'> &
  Partial<Pick<ListedSource, 'logoUrl' | 'iconUrl' | 'crawler' | 'searchUrlPatterns' | 'country'>>;

/** The dialog's values for a connected source. */
export function sourceFormValues(source: SourceFormSource): SourceFormValues {
  return {
    kind: source.kind,
    name: source.name,
    hostname: source.hostname,
    logoUrl: source.logoUrl ?? '',
    iconUrl: source.iconUrl ?? '',
    shippingCostModel: source.shippingCostModel,
    country: source.country ?? '',
    scrapeFrequency: source.scrapeFrequency,
    scrapingEnabled: source.scrapingEnabled,
    crawler: source.crawler ?? '',
    proxyId: source.proxyId ?? '',
    searchUrlPatterns: (source.searchUrlPatterns ?? []).join('\n'),
  };
}

/** The PUT body of the shared fields: only what changed (empty when nothing did). A chosen crawler cannot be unset (the API keeps it). */
export function toUpdateSourceBody(values: SourceFormValues, source: SourceFormSource): UpdateSourceBody {
  const before = sourceFormValues(source);
  const body: UpdateSourceBody = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.logoUrl.trim() !== before.logoUrl) body.logoUrl = optionalText(values.logoUrl);
  if (values.iconUrl.trim() !== before.iconUrl) body.iconUrl = optionalText(values.iconUrl);
  if (values.shippingCostModel !== before.shippingCostModel) body.shippingCostModel = values.shippingCostModel;
  if (values.country !== before.country) body.country = values.country === '' ? null : values.country;
  if (values.crawler && values.crawler !== before.crawler) body.crawler = values.crawler;
  const patterns = patternLines(values.searchUrlPatterns);
  if (values.kind === 'AGGREGATOR' && patterns.join('\n') !== patternLines(before.searchUrlPatterns).join('\n')) body.searchUrlPatterns = patterns;
  return body;
}

/** The company's own settings of a connected source as typed into the settings dialog. */
export interface SourceSettingsValues {
  scrapingEnabled: boolean;
  scrapeFrequency: ScrapeFrequency;
  /** One of the configured proxies by id; empty: none. */
  proxyId: string;
}

export function sourceSettingsValues(source: Pick<ListedSource, 'scrapingEnabled' | 'scrapeFrequency' | 'proxyId'>): SourceSettingsValues {
  return { scrapingEnabled: source.scrapingEnabled, scrapeFrequency: source.scrapeFrequency, proxyId: source.proxyId ?? '' };
}

/** The PUT body of the company's settings: only what changed (empty when nothing did). */
export function toSourceSettingsBody(values: SourceSettingsValues, source: Pick<ListedSource, 'scrapingEnabled' | 'scrapeFrequency' | 'proxyId'>): Partial<SourceSettingsBody> {
  const before = sourceSettingsValues(source);
  const body: Partial<SourceSettingsBody> = {};
  if (values.scrapingEnabled !== before.scrapingEnabled) body.scrapingEnabled = values.scrapingEnabled;
  if (values.scrapeFrequency !== before.scrapeFrequency) body.scrapeFrequency = values.scrapeFrequency;
  if (values.proxyId !== before.proxyId) body.proxyId = values.proxyId === '' ? null : values.proxyId;
  return body;
}
