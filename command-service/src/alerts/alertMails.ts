import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type AlertEvidence, type AlertKind } from '@pm/contracts';
import { HEADLINES, MAIL, type MailMessage } from './alertMailMessages.ts';
import { messages as de } from './locales/de/messages.ts';
import { messages as en } from './locales/en/messages.ts';

/** An alert as the e-mails describe it. */
export interface MailedAlert {
  ruleName: string;
  kind: AlertKind;
  evidence: AlertEvidence;
  shopName: string | null;
}

type Lang = 'de' | 'en';
/** The catalog of the user's language setting (de-DE, de, en-US, en); none set: the app's default language, as the web shows it. */
const langOf = (language: string | null): Lang => ((language ?? DEFAULT_LANGUAGE).toLowerCase().startsWith('en') ? 'en' : 'de');

// One Lingui instance per language: a mail is written in its recipient's language, whatever another one is being written in.
const CATALOGS: Record<Lang, I18n> = { de: setupI18n({ locale: 'de', messages: { de } }), en: setupI18n({ locale: 'en', messages: { en } }) };
const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en' };

/** A decimal string as money of the locale, exactly (Intl formats the string, not a float). */
function money(amount: string, currency: string | null, lang: Lang): string {
  const options: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : { minimumFractionDigits: 2 };
  return new Intl.NumberFormat(LOCALE[lang], options).format(amount as Intl.StringNumericLiteral);
}

const dateTime = (iso: string, lang: Lang) => `${new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
const date = (day: string, lang: Lang) => new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function texts(lang: Lang) {
  const catalog = CATALOGS[lang];
  const t = (message: MailMessage, values?: Record<string, unknown>) => catalog._(message.id, values);
  const headline = (alert: MailedAlert) => t(HEADLINES[alert.kind], { shop: alert.shopName ?? t(MAIL.competitor) });
  return { t, headline };
}

function block(alert: MailedAlert, lang: Lang, publicUrl: string): string {
  const { t, headline } = texts(lang);
  const e = alert.evidence;
  const lines = [t(MAIL.title, { headline: headline(alert), product: e.productName }), t(MAIL.rule, { rule: alert.ruleName })];
  if (e.price !== null) lines.push(t(MAIL.price, { price: money(e.price, e.currency, lang) }) + (e.ownPrice !== null ? ` · ${t(MAIL.ownPrice, { ownPrice: money(e.ownPrice, e.currency, lang) })}` : ''));
  lines.push(t(MAIL.observed, { time: dateTime(e.observedAt, lang) }));
  if (e.url) lines.push(t(MAIL.page, { url: e.url }));
  lines.push(t(MAIL.analysis, { url: `${publicUrl}/price-analysis/${encodeURIComponent(e.productId)}` }));
  return lines.join('\n');
}

/** The e-mail of one alert, in the recipient's language (their setting; else the app's default, German). */
export function alertMail(alert: MailedAlert, language: string | null, publicUrl: string): { subject: string; text: string } {
  const lang = langOf(language);
  const { t, headline } = texts(lang);
  return { subject: t(MAIL.subject, { headline: headline(alert), product: alert.evidence.productName }), text: block(alert, lang, publicUrl) };
}

/** The daily digest: every alert of one user's (UTC) day in one e-mail. */
export function digestMail(day: string, alerts: readonly MailedAlert[], language: string | null, publicUrl: string): { subject: string; text: string } {
  const lang = langOf(language);
  return { subject: texts(lang).t(MAIL.digestSubject, { day: date(day, lang), count: alerts.length }), text: alerts.map((a) => block(a, lang, publicUrl)).join('\n\n') };
}
