/**
 * Signals a page gives about itself, beyond product data: a bot wall (captcha, Cloudflare or
 * similar challenge, "access denied"), product tiles of a listing, "no longer available" texts,
 * a "not found" page served with 200.
 */
import type { Element } from 'domhandler';
import { textOf } from './document.ts';
import type { PageIndex } from './pageIndex.ts';

export interface RawSignals {
  title: string | null;
  /** Markers only challenge/denial pages carry. */
  strongBotMarker: boolean;
  /** Words a bot wall uses, that a normal page may also contain (a captcha in a contact form). */
  weakBotMarker: boolean;
  productTiles: number;
  expiredText: boolean;
  notFoundText: boolean;
}

const BOT_TITLE = /^\s*(?:just a moment|attention required|access denied|access to this page has been denied|zugriff verweigert|are you a (?:robot|human)|robot check|security check|pardon our interruption|request (?:blocked|rejected|unsuccessful)|checking your browser|ddos-guard|captcha|one more step|bot verification|403 forbidden|forbidden)\b/i;
/** Markup only challenge/denial pages carry (literal, searched with indexOf: fast on big pages). */
const BOT_MARKUP = ['cf-browser-verification', 'cf_chl_opt', 'cf-challenge-running', 'id="challenge-form"', 'captcha-delivery.com', 'px-captcha', '_Incapsula_Resource', 'Incapsula incident', 'distil_r_captcha', 'errors.edgesuite.net'];
const BOT_TEXT = /captcha|are you (?:a )?human|verify (?:that )?you are (?:a )?human|unusual traffic|automated (?:requests|queries|access)|kein roboter|sind sie ein mensch|bot protection|access denied|zugriff verweigert|request (?:blocked|unsuccessful)|enable (?:javascript and )?cookies to continue/i;
const EXPIRED_TEXT = /nicht mehr (?:verfügbar|lieferbar|erhältlich|im sortiment)|no longer (?:available|sold|for sale)|(?:artikel|produkt|angebot) (?:ist )?(?:leider )?(?:ausgelaufen|abgelaufen)|(?:offer|listing) (?:has )?(?:expired|ended)|this (?:product|item) (?:is|has been) discontinued|plus disponible|non più disponibile|ya no está disponible|niet meer (?:leverbaar|verkrijgbaar|beschikbaar)/i;
const NOT_FOUND_TEXT = /\b404\b|nicht gefunden|not found|existiert nicht|(?:page|seite) (?:does not|doesn't) exist|introuvable|non trovata|no encontrada|niet gevonden/i;

/**
 * `full: false` skips the costly checks (markup scan, page text) for a page that already gave a
 * buyable priced offer, where they cannot change the outcome: they then read false.
 */
export function readPageSignals(index: PageIndex, html: string, concealed: (el: Element) => boolean, full = true): RawSignals {
  const title = index.title ? textOf(index.title, 500) || null : null;
  const text = full && index.body ? textOf(index.body, 30_000, concealed) : '';
  const heading = index.firstH1 ? textOf(index.firstH1, 500) : '';
  return {
    title,
    strongBotMarker: (title !== null && BOT_TITLE.test(title)) || (full && BOT_MARKUP.some((marker) => html.includes(marker))),
    weakBotMarker: BOT_TEXT.test(text.slice(0, 5_000)),
    productTiles: index.tiles.filter((el) => !concealed(el)).length,
    expiredText: EXPIRED_TEXT.test(text),
    notFoundText: NOT_FOUND_TEXT.test(title ?? '') || NOT_FOUND_TEXT.test(heading),
  };
}
