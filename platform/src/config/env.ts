/**
 * Every setting comes from environment variables, validated here once at start-up. The README
 * lists them; keep both in sync (deploy/src/envDocs.test.ts checks that).
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { scrapeProxyIdSchema } from '@pm/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = z.url().optional();
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The proxies companies may choose for their sources, as JSON `[{"id","name","url"}]`. A URL may
 * carry credentials: it stays in the configuration (never in events, read models or answers);
 * companies see id and name only. Messages about it never repeat the value.
 */
const scrapeProxyConfigSchema = z.strictObject({ id: scrapeProxyIdSchema, name: z.string().trim().min(1).max(120), url: z.url({ protocol: /^https?$/ }) });
export type ScrapeProxyConfig = z.infer<typeof scrapeProxyConfigSchema>;
const scrapeProxies = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"id","name","url"}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(scrapeProxyConfigSchema).max(100).refine((proxies) => new Set(proxies.map((p) => p.id)).size === proxies.length, { message: 'proxy ids must be unique' }));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Port of the all-in-one server or the gateway. */
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Public URL printed at start and used for links (defaults to http://localhost:PORT). */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  /** Version reported in the x-app-version header (d.d.d); defaults to the package version. */
  APP_VERSION: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be digits.digits.digits').optional(),

  EVENT_STORE: z.enum(['sqlite', 'kurrentdb']).default('sqlite'),
  KURRENTDB_URL: z.string().optional(),
  DOCUMENT_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
  MONGODB_URL: z.string().optional(),
  MONGODB_DB: z.string().default('pricemonitor'),
  BUS: z.enum(['inprocess', 'nats']).default('inprocess'),
  NATS_URL: z.string().optional(),

  /** HMAC secret for access/refresh tokens (≥ 32 chars). Embedded mode generates one in DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('pricemonitor'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(2_592_000).default(43_200),
  /** Send the refresh cookie with `Secure` (set true behind HTTPS). */
  COOKIE_SECURE: bool.default(false),

  /** External OpenID Connect provider: its tokens are accepted when all three are set. */
  OIDC_ISSUER: optionalUrl,
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_JWKS_URL: optionalUrl,
  /** Claim that carries the user's email in OIDC tokens. */
  OIDC_EMAIL_CLAIM: z.string().default('email'),

  /** Help academy content (articles, videos, support contact) as JSON; see projection-service/academy/default.json. */
  ACADEMY_FILE: z.string().optional(),
  /** Product analytics (PostHog): enabled in the browser when the key is set and the host is not local. */
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: z.url().default('https://eu.i.posthog.com'),

  /** Create the demo company and demo accounts on first start. */
  SEED_DEMO: bool.default(false),
  DEMO_PASSWORD: z.string().min(8).default('demo-password'),
  /** With SEED_DEMO: also give the demo company the demo web's products, shops and competitor URLs. */
  SEED_DEMO_ASSORTMENT: bool.default(false),
  /** With SEED_DEMO_ASSORTMENT: also write 90 days of past competitor observations (the demo with a past). */
  SEED_DEMO_HISTORY: bool.default(false),
  /** Serve the demo competitor web (shops and a comparison site under *.demo.test) from this process. */
  DEMO_WEB: bool.default(false),
  /** Port of the demo competitor web (0: a free one); it is also the HTTP proxy for *.demo.test. */
  DEMO_WEB_PORT: port.default(0),
  /** Serve the demo Plenty (an ERP speaking Plenty's REST API with the demo company's items) from this process. */
  DEMO_PLENTY: bool.default(false),
  /** Port of the demo Plenty (0: a free one). */
  DEMO_PLENTY_PORT: port.default(0),
  /** Key (base64 of 32 bytes) sealing ERP passwords / API keys at rest (AES-256-GCM); without it no connection can be saved. `npm start` derives a fixed demo key. */
  ERP_SECRET_KEY: z.string().trim().min(1).optional(),

  /**
   * Run the morning sync (ERP inputs refresh → scheduled run → feed sync, each once a day) in this
   * process. The end-to-end servers of the ERP specs switch it off: it would refresh mid-test.
   */
  MORNING_SYNC_ENABLED: bool.default(true),
  /** Scraping: run the scheduler and scrape workers in this process. */
  SCRAPE_ENABLED: bool.default(true),
  /** How often the scheduler looks for due URLs. */
  SCRAPE_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  /** Local hour (Europe/Berlin) at which newly added URLs are first scraped. */
  SCRAPE_MORNING_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  /** Scrape newly added URLs at once instead of the next morning (the demo sets it). */
  SCRAPE_NEW_URLS_IMMEDIATELY: bool.default(false),
  /** Scrape jobs one process runs at once. */
  SCRAPE_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  /** Requests to one host at once (politeness). */
  SCRAPE_PER_HOST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Time limit of one page fetch (all redirects included). */
  SCRAPE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  /** Largest page body read; the rest is cut off. */
  SCRAPE_MAX_BODY_BYTES: z.coerce.number().int().min(10_000).max(100 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Delay before a failed scrape is tried again (3 trials in all). */
  SCRAPE_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** A price more than this factor above or below the last good one is flagged as implausible. */
  SCRAPE_MAX_JUMP_FACTOR: z.coerce.number().min(1.1).max(100).default(3),
  /** Proxies companies may choose for their sources: JSON `[{"id":"de-1","name":"Germany 1","url":"http://user:pass@proxy:3128"}]`. */
  SCRAPE_PROXIES: scrapeProxies.optional().transform((proxies) => proxies ?? []),
  /** HTTP proxy for *.demo.test hosts (set by the all-in-one launcher from the demo web). */
  SCRAPE_DEMO_PROXY_URL: optionalUrl,
  /** Allow fetching private and loopback addresses (demo and test mode only). */
  SCRAPE_ALLOW_PRIVATE_HOSTS: bool.default(false),
  /**
   * Chromium used by the Playwright crawler: Debian's headless shell when installed (the same
   * engine without the browser's own interface, as Playwright itself runs headless; measured a
   * third less CPU per new page), else the full Chromium.
   */
  CHROMIUM_PATH: z.string().default(() => (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')),
  /** The `scrapeops` crawler kind (ScrapeOps proxy API); without the key the kind is unavailable. */
  SCRAPEOPS_API_KEY: z.string().trim().min(1).optional(),
  SCRAPEOPS_API_URL: z.url({ protocol: /^https?$/ }).default('https://proxy.scrapeops.io/v1/'),
  /** The `trawler` crawler kind: a fetch API of the same shape (GET <url>?api_key=…&url=…); both needed, else unavailable. */
  TRAWLER_API_KEY: z.string().trim().min(1).optional(),
  TRAWLER_API_URL: optionalUrl,

  /** Discovery's GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH: a search API of the Google Custom Search JSON shape (`key`, `cx`, `q`, `searchType=image`). Without the key (and, at Google's endpoint, the engine id) both methods are unavailable. */
  SEARCH_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/customsearch/v1'),
  SEARCH_API_KEY: z.string().trim().min(1).optional(),
  /** The Programmable Search Engine id (`cx`); a compatible proxy at another SEARCH_API_URL may do without. */
  SEARCH_API_CX: z.string().trim().min(1).optional(),
  /** Discovery's AI comparison: an OpenAI-compatible chat-completions API (`<LLM_API_URL>/chat/completions`). Without URL and model the AI actions are hidden with the reason. */
  LLM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent as `Authorization: Bearer …`; local servers may need none. */
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  /** Time limit of one LLM call. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  /** `max_tokens` of one LLM answer. */
  LLM_MAX_TOKENS: z.coerce.number().int().min(50).max(4_000).default(400),

  /** Price alert e-mail (SMTP): without SMTP_HOST no e-mail is sent and the alert form says why. */
  SMTP_HOST: z.string().trim().min(1).optional(),
  SMTP_PORT: port.default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** Sender address of alert e-mails. */
  SMTP_FROM: z.string().default('Price Monitor <alerts@localhost>'),
  /** implicit: TLS from the first byte (port 465); starttls: upgrade required; none: plain (local relays and tests only). */
  SMTP_TLS: z.enum(['implicit', 'starttls', 'none']).default('starttls'),
  /** Hosts (`name` or `name:port`, comma-separated) alert webhooks may reach although their address is private or local. */
  WEBHOOK_ALLOWED_HOSTS: z.string().default('').transform((text) => text.split(',').map((h) => h.trim()).filter(Boolean)),
  /** UTC hour after which the daily alert digest of the day before is sent. */
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(6),

  /** How long a query with `minPosition` waits for projections to catch up. */
  MIN_POSITION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1_024).max(50 * 1024 * 1024).default(1_048_576),
  /** Serve the built web app from this directory (all-in-one mode / gateway). */
  WEB_DIST_DIR: z.string().optional(),

  /** Distributed mode: where the gateway finds the services. */
  COMMAND_SERVICE_URL: z.string().default('http://127.0.0.1:3001'),
  PROJECTION_SERVICE_URL: z.string().default('http://127.0.0.1:3002'),
  PRICING_SERVICE_URL: z.string().default('http://127.0.0.1:3004'),
  SCRAPER_SERVICE_URL: z.string().default('http://127.0.0.1:3003'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.EVENT_STORE === 'kurrentdb' && !env.KURRENTDB_URL) throw new ConfigError('KURRENTDB_URL is required when EVENT_STORE=kurrentdb');
  if (env.DOCUMENT_STORE === 'mongodb' && !env.MONGODB_URL) throw new ConfigError('MONGODB_URL is required when DOCUMENT_STORE=mongodb');
  if (env.BUS === 'nats' && !env.NATS_URL) throw new ConfigError('NATS_URL is required when BUS=nats');
  const oidc = [env.OIDC_ISSUER, env.OIDC_AUDIENCE, env.OIDC_JWKS_URL].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) throw new ConfigError('OIDC_ISSUER, OIDC_AUDIENCE and OIDC_JWKS_URL must be set together');
  return env;
}
