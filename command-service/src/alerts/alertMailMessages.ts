/**
 * Every text of the alert e-mails, with explicit ids, as Lingui message descriptors: the
 * `/*i18n*\/` marks let `lingui extract` (lingui.config.ts beside this file) find them; the
 * German texts live in locales/de/messages.po, compiled to messages.ts next to it.
 */
import type { AlertKind } from '@pm/contracts';

export interface MailMessage {
  id: string;
  message: string;
}

export const HEADLINES: Record<AlertKind, MailMessage> = {
  UNDERCUT: /*i18n*/ { id: 'alertMail.headline.undercut', message: '{shop} undercuts your price' },
  PRICE_ABOVE: /*i18n*/ { id: 'alertMail.headline.priceAbove', message: '{shop} is above your price' },
  OUT_OF_STOCK: /*i18n*/ { id: 'alertMail.headline.outOfStock', message: '{shop} is out of stock' },
  BACK_IN_STOCK: /*i18n*/ { id: 'alertMail.headline.backInStock', message: '{shop} is back in stock' },
  POSITION_LOST: /*i18n*/ { id: 'alertMail.headline.positionLost', message: 'You are no longer the cheapest: {shop} is cheaper' },
};

export const MAIL = {
  competitor: /*i18n*/ { id: 'alertMail.competitor', message: 'A competitor' },
  title: /*i18n*/ { id: 'alertMail.title', message: '{headline} – {product}' },
  subject: /*i18n*/ { id: 'alertMail.subject', message: 'Price alert: {headline} – {product}' },
  rule: /*i18n*/ { id: 'alertMail.rule', message: 'Rule: {rule}' },
  price: /*i18n*/ { id: 'alertMail.price', message: 'Price: {price}' },
  ownPrice: /*i18n*/ { id: 'alertMail.ownPrice', message: 'Your price: {ownPrice}' },
  observed: /*i18n*/ { id: 'alertMail.observed', message: 'observed: {time}' },
  page: /*i18n*/ { id: 'alertMail.page', message: 'Page: {url}' },
  analysis: /*i18n*/ { id: 'alertMail.analysis', message: 'Price analysis: {url}' },
  digestSubject: /*i18n*/ { id: 'alertMail.digestSubject', message: '{count, plural, one {Your price alerts of {day} (# alert)} other {Your price alerts of {day} (# alerts)}}' },
} satisfies Record<string, MailMessage>;

/** Every message of the e-mails (the catalog test checks each is translated). */
export const ALL_MAIL_MESSAGES: readonly MailMessage[] = [...Object.values(HEADLINES), ...Object.values(MAIL)];
