import type { AlertEvidence, AlertKind } from '@pm/contracts';

/** An alert as the e-mails describe it. */
export interface MailedAlert {
  ruleName: string;
  kind: AlertKind;
  evidence: AlertEvidence;
  shopName: string | null;
}

type Lang = 'de' | 'en';
const langOf = (language: string | null): Lang => (language?.startsWith('en') ? 'en' : 'de');

const HEADLINES: Record<Lang, Record<AlertKind, (shop: string) => string>> = {
  de: {
    UNDERCUT: (shop) => `${shop} unterbietet Ihren Preis`,
    PRICE_ABOVE: (shop) => `${shop} liegt über Ihrem Preis`,
    OUT_OF_STOCK: (shop) => `${shop} ist nicht vorrätig`,
    BACK_IN_STOCK: (shop) => `${shop} ist wieder lieferbar`,
    POSITION_LOST: (shop) => `Sie sind nicht mehr am günstigsten: ${shop} ist günstiger`,
  },
  en: {
    UNDERCUT: (shop) => `${shop} undercuts your price`,
    PRICE_ABOVE: (shop) => `${shop} is above your price`,
    OUT_OF_STOCK: (shop) => `${shop} is out of stock`,
    BACK_IN_STOCK: (shop) => `${shop} is back in stock`,
    POSITION_LOST: (shop) => `You are no longer the cheapest: ${shop} is cheaper`,
  },
};

const WORDS = {
  de: { competitor: 'Ein Wettbewerber', price: 'Preis', own: 'Ihr Preis', observed: 'beobachtet', page: 'Seite', analysis: 'Preisanalyse', rule: 'Regel', subject: 'Preisalarm', digest: 'Ihre Preisalarme vom', alerts: 'Alarme' },
  en: { competitor: 'A competitor', price: 'Price', own: 'Your price', observed: 'observed', page: 'Page', analysis: 'Price analysis', rule: 'Rule', subject: 'Price alert', digest: 'Your price alerts of', alerts: 'alerts' },
} as const;

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en' };

/** A decimal string as money of the locale, exactly (Intl formats the string, not a float). */
function money(amount: string, currency: string | null, lang: Lang): string {
  const options: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : { minimumFractionDigits: 2 };
  return new Intl.NumberFormat(LOCALE[lang], options).format(amount as Intl.StringNumericLiteral);
}

const dateTime = (iso: string, lang: Lang) => `${new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

function block(alert: MailedAlert, lang: Lang, publicUrl: string): string {
  const w = WORDS[lang];
  const e = alert.evidence;
  const lines = [`${HEADLINES[lang][alert.kind](alert.shopName ?? w.competitor)} – ${e.productName}`, `${w.rule}: ${alert.ruleName}`];
  if (e.price !== null) lines.push(`${w.price}: ${money(e.price, e.currency, lang)}` + (e.ownPrice !== null ? ` · ${w.own}: ${money(e.ownPrice, e.currency, lang)}` : ''));
  lines.push(`${w.observed}: ${dateTime(e.observedAt, lang)}`);
  if (e.url) lines.push(`${w.page}: ${e.url}`);
  lines.push(`${w.analysis}: ${publicUrl}/price-analysis/${encodeURIComponent(e.productId)}`);
  return lines.join('\n');
}

/** The e-mail of one alert, in the user's language (German unless they chose English). */
export function alertMail(alert: MailedAlert, language: string | null, publicUrl: string): { subject: string; text: string } {
  const lang = langOf(language);
  const subject = `${WORDS[lang].subject}: ${HEADLINES[lang][alert.kind](alert.shopName ?? WORDS[lang].competitor)} – ${alert.evidence.productName}`;
  return { subject, text: block(alert, lang, publicUrl) };
}

/** The daily digest: every alert of one user's day in one e-mail. */
export function digestMail(day: string, alerts: readonly MailedAlert[], language: string | null, publicUrl: string): { subject: string; text: string } {
  const lang = langOf(language);
  const w = WORDS[lang];
  return { subject: `${w.digest} ${day} (${alerts.length} ${w.alerts})`, text: alerts.map((a) => block(a, lang, publicUrl)).join('\n\n') };
}
