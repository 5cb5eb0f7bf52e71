/**
 * The visible-page fallback: the main product and its price read from the HTML a shopper sees,
 * for pages without a structured offer (or whose structured readings contradict each other).
 *
 * Anchors: the title near the top (first visible <h1>), the buy button ("In den Warenkorb",
 * "Add to cart", "Ajouter au panier", "Do koszyka", …) and the product image. The main block is
 * the nearest common ancestor of the title and the buy button. Price candidates (elements with a
 * price hint or a short text holding a number and a currency mark) are scored: inside the main
 * block, not in recommendations/bundles/"customers also bought"/carousels, not in header/nav/
 * footer, not a strike/old price, not a unit price, instalment, shipping or coupon amount,
 * itemprop/data-price hints, emphasis (class vocabulary, inline font size/weight), document
 * order. One walk over the page, at most MAX_ELEMENTS elements and MAX_CANDIDATES candidates.
 */
import { LOW_CONFIDENCE_BOUND, type Availability } from '@pm/contracts';
import type { AnyNode, Element } from 'domhandler';
import { availabilityFromBuyButton, BUY_WORDS, isOutOfStock } from './availability.ts';
import { absoluteUrl, hidingClass, isElement, textOf } from './document.ts';
import { parsePrice, type PriceHints } from './parsePrice.ts';
import { isChromeLabel, isRecommendationLabel, labelWords, PRICE_CLASS, token } from './blockVocabulary.ts';
import * as W from './priceWords.ts';
import { availabilityFromPhrase, foldText } from './stockPhrases.ts';

/** Elements walked at most (bounded time on 30 MB pages). */
export const MAX_ELEMENTS = 80_000;
/** Price candidates scored at most. */
export const MAX_CANDIDATES = 400;
/** Texts tried as a price at most (a table of 100,000 numbers is read no further than this). */
export const MAX_PRICE_TEXTS = 2_000;
/** Below this confidence a price should be flagged rather than used (the plausibility check's bound). */
export const LOW_CONFIDENCE = LOW_CONFIDENCE_BOUND;

export interface VisibleReading {
  name: string | null;
  image: string | null;
  price: string | null;
  currency: string | null;
  regularPrice: string | null;
  availability: Availability | null;
  /** 0–1 per field found. */
  confidence: { name?: number; image?: number; price?: number; currency?: number; regularPrice?: number; availability?: number };
  /** A title and a buy button or a well-placed price were found: the page shows one product. */
  productFound: boolean;
  /** Amounts shown as a current price (score above 0: not struck through, not in recommendations or chrome, not a unit/shipping/instalment amount). */
  shownAmounts: string[];
}

/** Page-level header/footer/aside (at most 3 levels below <body>) and every <nav>; an <article>'s own <header> holds its title. */
const CHROME_TAGS = new Set(['header', 'nav', 'footer', 'aside']);
const CHROME_TAG_DEPTH = 3;
const STRIKE_TAGS = new Set(['del', 's', 'strike']);
const STRIKE_CLASS = token('old|was|origin|org(?![a-z])|instead|uvp|statt|strike|regular|compare|crossed|before|list-?price|listprice|rrp|msrp|original|retail|vorher|alt-?preis|prix-?barre|barre|barrat|prezzo-?pieno|tachado|riscat|anterior|doorgestreept|przekreslon|stara|puvodni|původní|regi-?ar|ord-?pris|non-?sale|deleted');
const UNIT_CLASS = token('unit-?price|base-?price|baseprice|grundpreis|price-?per|per-?unit|unitprice|price-?unit|cena-?za|jednotkov');
const INSTALMENT_CLASS = token('instal|install|financ|klarna|paypal|afterpay|clearpay|affirm|sezzle|zip-?pay|monthly|raten|rate-|splatk|raty|parcel|part-?payment|delbetal');
const SHIPPING_CLASS = token('shipping|delivery|versand|liefer|livraison|spedizion|envio|dostaw|doprav|verzend|frakt|fragt');
const COUPON_CLASS = token('coupon|voucher|gutschein|saving|save|discount|rabatt|ersparnis|badge|kupon|sleva|zlava');
const CURRENT_CLASS = token('current|dsc(?![a-z])|discounted|(?<!non-?)sale|final|special|actual|attuale|atual|now|offer|aktuell|promo|selling|our-?price|deal|akcni|akcyjn|big|large');
const BUY_CLASS = token('add-?to-?cart|addtocart|add-?to-?basket|buy-?button|buybutton|btn-?cart|tocart|add_to_cart|buy-?now|in-?den-?warenkorb|do-?koszyka|do-?kosiku');
const AVAILABILITY_CLASS = token('availab|stock|lager|verfueg|verfüg|dispon|dostep|dostęp|dostupn|lieferbar|raktar|lagerstatus|voorraad|delivery-?status');
const NET_CLASS = token('net-?price|price-?net|netto|price-?excl|excl-?tax|without-?tax|price-?additional|bez-?dph');
/** A price without VAT beside the one a consumer pays. */
const TEXT_NET = /(?:bez dph|ohne mwst|exkl\.? mwst|zzgl\.? mwst|netto|excl\.? (?:vat|tax|btw)|ex\.? vat|hors taxes|\bht\b|sin iva|senza iva|bez vat|netto|nettó|exkl\.? moms|ekskl\.? moms)/i;
/** A converted or approximate price beside the real one ("ca. US $43.18", "≈ 12 €", "environ 45 $"). */
const TEXT_APPROX = /(?:^|[\s(])(?:ca\.|circa|approx\.?|approximately|about|environ|etwa|ungefähr|około|cca|kb\.|≈|~|約)\s*(?:[\p{Sc}\p{L}]{0,3}\s*)?$/iu;
const APPROX_CLASS = token('approx|converted|conversion|umgerechnet');
const DISCOUNT_BADGE = /(?:-\s*\d{1,2}\s*%|\d{1,2}\s*%\s*(?:off|rabatt|korting|sconto|descuento|remise|zniżki|sleva|kedvezmény|giảm|diskon|할인|割引|ลด))/iu;
const TEXT_RANGE = /\d\s*(?:\p{Sc}|[a-zł.]{1,4})?\s+(?:[–—-]|to|bis|à|a|do|až)\s+(?:\p{Sc}\s*)?\d/iu;
/** Elements whose text is never the product's title. */
const NOT_TITLE = new Set(['a', 'title', 'option', 'label', 'button', 'script', 'style']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'title', 'option', 'label']);
/** "with-list-price", "has-old-price": a class saying that a strike price stands beside this one. */
const BESIDE = /(?:^|\s)(?:with|has)-[\w-]+/g;
const INLINE = new Set(['span', 'sup', 'sub', 'small', 'strong', 'b', 'em', 'bdi', 'ins', 'i']);
const TEXT_INSTALMENT = /(?:\d\s*[x×]\s|monat|month|\/\s*mo\b|mois|mese|\bmes\b|miesi|měsí|mesi|raten|\brata\b|\brate\b|instal|install|finanz|financ|klarna|afterpay|clearpay|affirm|sezzle|payments? of|interest-free|zinsfrei|\/\s*mnd|\/\s*mån|\/\s*hó|\/\s*міс|\/\s*мес)/i;
const TEXT_SHIPPING = /(?:versand|shipping|delivery|livraison|spedizione|env[ií]o|dostawa|doprava|verzend|frakt|porto)/i;
const TEXT_COUPON = /(?:쿠폰|クーポン|优惠券|coupon|gutschein|voucher|code|kupon|spare|sparen|save|ersparnis|économisez|risparmi|ahorra|oszczędz|ušetří|rabatt|desconto|-\s*\d+\s*%)/i;
/** A price only members or holders of a shop's card pay ("Цена с картой", "Kartenpreis", "member price"): conditional, not the price. */
const TEXT_MEMBER = /(?:с картой|по карте|с ozon картой|with (?:[\w-]+ )?card|card price|members?['’]? ?price|club price|mit (?:[\w-]+)?karte|kartenpreis|mitgliederpreis|prix (?:adhérent|carte|fidélité|membre)|cena z kartą|s kartou|kártyával)/i;
/** Cents in their own element after the units ("229<sup>99</sup>", <span class="price__dec">95</span>). */
const FRACTION_CLASS = /fraction|cents|decimal|(?:^|[^a-z])dec(?![a-z])/i;
const TEXT_UNIT = /(?:\/\s*(?:\d+\s*)?(?:kg|g|l|ml|cl|m|m²|m2|stk|stück|szt|ks|db|100\s?g|100\s?ml|1\s?kg|1\s?l)\b|(?:pro|per|je|za|par|por|le)\s+(?:\d+\s*)?(?:kg|g|l|ml|m|stk|stück|szt|ks|kilo|liter|litre)\b|grundpreis|unit price|base price|prix au kilo|prix unitaire|cena za|jednotková cena|egységár|jämförpris)/i;

interface Candidate {
  el: Element;
  order: number;
  amount: string;
  currency: string | null;
  previous: string | null;
  score: number;
  strike: boolean;
  /** Rendered font size in px (0: not rendered). */
  font: number;
}

interface Context {
  recommendation: boolean;
  chrome: boolean;
  strike: boolean;
  excluded: boolean;
}

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;
const HIDDEN_CLASSES = new Set(['hidden', 'd-none', 'is-hidden', 'hide', 'u-hidden', 'sr-only', 'visually-hidden', 'screen-reader-text']);
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'svg', 'textarea', 'select', 'head', 'iframe']);

function hidden(el: Element): boolean {
  const a = el.attribs;
  if (a.hidden !== undefined || a['data-pm-hidden'] === '1') return true;
  if (a.style && HIDDEN_STYLE.test(a.style)) return true;
  return hidingClass(a.class, HIDDEN_CLASSES);
}

const labelOf = (el: Element): string => labelWords(el.attribs);

/** Digits of any script the price parser reads (Arabic-Indic, Persian, full-width). */
const hasDigit = /[\d\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/;

/**
 * `pageTitle` (og:title or <title>) finds the product's title on pages without an <h1>: the first
 * text that holds the title's first part (before " | ", " – ", " - ") or is held by it.
 */
export function readVisibleProduct(root: AnyNode, baseUrl: string, hints: PriceHints, pageTitle: string | null = null, firstH1: Element | null = null): VisibleReading {
  const titlePart = pageTitle ? productPartOfTitle(pageTitle) : '';
  // The blocks holding the page's <h1> hold the product: a layout word in their class ("product--thumbnail_slider") does not make them recommendations.
  const titleBlocks = new Set(firstH1 ? ancestors(firstH1) : []);
  let textTitle: Element | null = null;
  const candidates: Candidate[] = [];
  const order = new Map<Element, number>();
  const ctx = new Map<Element, Context>();
  let h1: Element | null = null;
  let titleFallback: Element | null = null;
  const buttons: Element[] = [];
  const images: Element[] = [];
  const availabilityEls: Element[] = [];
  let count = 0;
  let tried = 0;
  const none: Context = { recommendation: false, chrome: false, strike: false, excluded: false };
  const stack: { node: AnyNode; context: Context; depth: number }[] = [{ node: root, context: none, depth: 0 }];
  while (stack.length > 0 && count < MAX_ELEMENTS) {
    const { node, context: parentContext, depth } = stack.pop() as { node: AnyNode; context: Context; depth: number };
    let context = parentContext;
    if (isElement(node)) {
      if (SKIP.has(node.name) || hidden(node)) continue;
      count++;
      order.set(node, count);
      // Inside page chrome or recommendations nothing counts: no labels to read, no candidates.
      if (context.excluded) {
        ctx.set(node, context);
        continue;
      }
      const label = labelOf(node);
      const recommendation = context.recommendation || (!titleBlocks.has(node) && (isRecommendationLabel(label) || recommendationHeading(node)));
      const chrome = context.chrome || (CHROME_TAGS.has(node.name) && (node.name === 'nav' || depth <= CHROME_TAG_DEPTH)) || isChromeLabel(label);
      const strike = context.strike || STRIKE_TAGS.has(node.name) || (label.trim() !== '' && STRIKE_CLASS.test(label.replace(BESIDE, ' ')) && PRICE_CLASS.test(label));
      context = { recommendation, chrome, strike, excluded: recommendation || chrome };
      ctx.set(node, context);
      look(node, label, context);
    }
    if ('children' in node) {
      const children = node.children;
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i] as AnyNode;
        if (isElement(child) || child.type === 'root') stack.push({ node: child, context, depth: depth + 1 });
        else if (child.type === 'text' && isElement(node) && !context.excluded) {
          if (hasDigit.test(child.data) && candidates.length < MAX_CANDIDATES) textCandidate(node, context);
          if (textTitle === null && titlePart.length >= 8 && child.data.length >= 8 && child.data.length <= 300 && !NOT_TITLE.has(node.name)) {
            const own = child.data.trim().toLowerCase();
            if (own.length >= 8 && (own.includes(titlePart) || titlePart.includes(own))) textTitle = node;
          }
        }
      }
    }
  }

  function look(el: Element, label: string, context: Context): void {
    const a = el.attribs;
    if (el.name === 'h1' && h1 === null && !context.excluded) h1 = el;
    else if (titleFallback === null && !context.excluded && (a.itemprop === 'name' || /product-?(?:title|name)/.test(label))) titleFallback = el;
    if (!context.excluded && (el.name === 'button' || el.name === 'input' || el.name === 'a')) {
      const text = buttonText(el);
      if (BUY_CLASS.test(label) || a.name === 'add' || a.name === 'add-to-cart' || (text.length < 60 && BUY_WORDS.test(foldText(text)))) buttons.push(el);
    }
    if (el.name === 'img' && !context.excluded && images.length < 20) images.push(el);
    if (!context.excluded && availabilityEls.length < 10 && label.trim() !== '' && AVAILABILITY_CLASS.test(label) && !/button|btn/.test(label)) availabilityEls.push(el);
    if (candidates.length >= MAX_CANDIDATES) return;
    const hinted = a.itemprop === 'price' || a['data-price'] !== undefined || a['data-price-amount'] !== undefined || a['data-product-price'] !== undefined;
    if (hinted && !context.excluded) void addCandidate(el, context, a.content ?? a['data-price-amount'] ?? a['data-price'] ?? a['data-product-price'] ?? null);
  }

  function textCandidate(el: Element, context: Context): void {
    // A number split over inline elements ("39<sup>,90</sup> €"): read the nearest block-ish parent.
    if (addCandidate(el, context, null)) return;
    const parent = el.parent;
    if (isElement(parent) && INLINE.has(el.name) && textOf(parent, 80).length <= 60) addCandidate(parent, ctx.get(parent) ?? context, null);
  }

  function addCandidate(el: Element, context: Context, attributeValue: string | null): boolean {
    if (candidates.some((c) => c.el === el)) return true;
    if (++tried > MAX_PRICE_TEXTS) return false;
    // Headings are titles, except a short price in an h2–h6 (classifieds and marketplaces set the price as a heading).
    const heading = HEADINGS.has(el.name);
    if (heading && !/^h[2-6]$/.test(el.name)) return false;
    // The cents of "129<sup>99</sup>" are read with their units, never as a price of their own.
    if ((el.name === 'sup' || FRACTION_CLASS.test(el.attribs.class ?? '')) && isElement(el.parent) && el.prev !== null) return false;
    const text = withFraction(el, textOf(el, 120));
    if (text.length > 100) return false;
    const label = labelOf(el);
    let parsed = parsePrice(text, hints);
    let fromAttribute = false;
    if (parsed.amount === null && attributeValue !== null) {
      parsed = parsePrice(attributeValue, hints);
      fromAttribute = true;
    }
    if (parsed.amount === null || /^0\.0+$/.test(parsed.amount)) return false;
    const amount = parsed.amount;
    let markedInText = parsed.currencyText !== null || /\p{Sc}/u.test(text);
    // The currency in its own element beside the amount ("<span>￥</span><span class=price>2299.00</span>", "<span>ر.س</span> <span>849.00</span>").
    if (!markedInText) {
      const mark = siblingMark(el);
      const again = mark === null ? null : parsePrice(mark.before ? `${mark.text} ${text}` : `${text} ${mark.text}`, hints);
      if (again && again.amount === parsed.amount && again.currencyText !== null) {
        parsed = again;
        markedInText = true;
      }
    }
    const hinted = el.attribs.itemprop === 'price' || el.attribs['data-price'] !== undefined || el.attribs['data-price-amount'] !== undefined;
    if (!markedInText && !hinted && !PRICE_CLASS.test(label)) return false;
    if (heading && (!markedInText || text.length > 30)) return false;
    let score = 0;
    if (markedInText) score += 1.5;
    if (hinted) score += 2;
    if (PRICE_CLASS.test(label)) score += 1;
    else if (isElement(el.parent) && PRICE_CLASS.test(labelOf(el.parent))) score += 1;
    if (CURRENT_CLASS.test(label) && !STRIKE_CLASS.test(label)) score += 1.5;
    const style = el.attribs.style ?? '';
    const size = /font-size\s*:\s*(\d+(?:\.\d+)?)(px|em|rem)/i.exec(style);
    if (size) score += Number(size[1]) * (size[2] === 'px' ? 1 : 16) >= 20 ? 1 : 0;
    if (/font-weight\s*:\s*(?:bold|[6-9]00)/i.test(style) || el.name === 'strong' || el.name === 'b') score += 0.5;
    // The rendered layout (browser fetcher, renderedGeometry.ts): computed font size and position above the fold.
    const geometry = el.attribs['data-pm-font'] !== undefined ? el : el.children.find((c): c is Element => isElement(c) && c.attribs['data-pm-font'] !== undefined);
    const font = geometry ? Number(geometry.attribs['data-pm-font']) : 0;
    if (geometry) {
      if (font >= 24) score += 1.5;
      else if (font >= 18) score += 0.75;
      else if (font > 0 && font <= 12) score -= 0.5;
      score += geometry.attribs['data-pm-fold'] === '1' ? 0.5 : -1;
    }
    const context2 = ctx.get(el) ?? context;
    // The words before the number in the element's own text ("statt CHF 329.–" → "statt"), its currency mark left out.
    let head = text.toLowerCase();
    const firstDigit = head.search(/\d/);
    if (firstDigit >= 0) head = head.slice(0, firstDigit);
    head = head.replace(/[.,\s\p{Sc}]+$/u, '');
    const mark = parsed.currencyText?.toLowerCase();
    if (mark && head.endsWith(mark)) head = head.slice(0, -mark.length).trimEnd();
    const before = `${labelBefore(el)} ${head}`.trim();
    const strike =
      context2.strike ||
      STRIKE_TAGS.has(el.name) ||
      el.attribs['data-a-strike'] === 'true' ||
      el.attribs['data-pm-strike'] === '1' ||
      (STRIKE_CLASS.test(label.replace(BESIDE, ' ')) && !CURRENT_CLASS.test(label)) ||
      W.FORMER.test(before) ||
      W.LOWEST_BEFORE.test(`${before} ${text.toLowerCase()}`);
    if (strike) score -= 4;
    if (context2.recommendation) score -= 8;
    if (context2.chrome) score -= 6;
    const wider = isElement(el.parent) ? textOf(el.parent, 160) : text;
    const near = wider.length <= 150 ? wider : text;
    if (UNIT_CLASS.test(label) || TEXT_UNIT.test(text) || (near !== text && TEXT_UNIT.test(near) && !/\p{Sc}.*\p{Sc}/u.test(text) && near.indexOf(text) >= 0 && TEXT_UNIT.test(near.slice(near.indexOf(text))))) score -= 6;
    if (W.UNIT_BEFORE.test(before)) score -= 6;
    if (INSTALMENT_CLASS.test(label) || TEXT_INSTALMENT.test(text) || W.INSTALMENT_BEFORE.test(before) || (INLINE.has(el.name) && isElement(el.parent) && INSTALMENT_CLASS.test(labelOf(el.parent)))) score -= 5;
    if (SHIPPING_CLASS.test(label) || TEXT_SHIPPING.test(text) || W.SHIPPING_BEFORE.test(before)) score -= 5;
    if (COUPON_CLASS.test(label) || TEXT_COUPON.test(text) || W.SAVING_BEFORE.test(before) || TEXT_MEMBER.test(before) || TEXT_MEMBER.test(text)) score -= 5;
    if (fromAttribute && !markedInText) score -= 0.5;
    if (APPROX_CLASS.test(label) || TEXT_APPROX.test(before) || TEXT_APPROX.test(text.replace(/[\d.,\s\p{Sc}]+$/u, ''))) score -= 3;
    // A net price says so in words ("zzgl. MwSt.", "bez DPH"); a class alone ("price--withoutTax") is also what shops showing prices without tax call their one price.
    if (TEXT_NET.test(text) || TEXT_NET.test(before)) score -= 4;
    else if (NET_CLASS.test(label)) score -= 1.5;
    candidates.push({ el, order: order.get(el) ?? 0, amount, currency: parsed.currency, previous: parsed.previousAmount, score, strike, font });
    return true;
  }

  const title: Element | null = h1 ?? titleFallback ?? textTitle;
  const button = (title ? (buttons.find((b) => (order.get(b) ?? 0) > (order.get(title) ?? 0)) ?? buttons[0]) : buttons[0]) ?? null;
  const block = title && button ? commonAncestor(title, button) : null;
  const titleOrder = title ? (order.get(title) ?? 0) : 0;
  const buttonOrder = button ? (order.get(button) ?? 0) : 0;
  // The one largest rendered price stands out (the price a shopper's eye goes to first).
  const fonts = candidates.filter((c) => c.font > 0 && !c.strike).map((c) => c.font).sort((x, y) => y - x);
  const largest = fonts.length > 1 && (fonts[0] as number) > (fonts[1] as number) ? (fonts[0] as number) : 0;
  for (const c of candidates) {
    if (largest > 0 && c.font === largest) c.score += 1;
    if (block && contains(block, c.el)) c.score += 4;
    if (title) {
      const after = c.order - titleOrder;
      if (after > 0 && after <= 80) c.score += 1.5;
      else if (after < 0) c.score -= 1;
    }
    if (button && c.order < buttonOrder && c.order > titleOrder) c.score += 1;
    c.score -= c.order / 100_000;
  }
  const ranked = [...candidates].sort((x, y) => y.score - x.score);
  // Two alike prices side by side with a discount badge ("RM209.99 RM167.99 20% off"), the old one styled by CSS alone: the lower is the price.
  const [first, second] = ranked;
  if (first && second && first.score - second.score < 1.5 && first.currency === second.currency && first.el.parent === second.el.parent && isElement(first.el.parent)) {
    const amount = (c: Candidate) => Number(c.amount);
    if (amount(second) < amount(first) && DISCOUNT_BADGE.test(textOf(first.el.parent, 200))) {
      ranked[0] = second;
      ranked[1] = first;
      second.score = first.score;
      first.strike = true;
    }
  }
  const best = ranked[0] ?? null;
  const usable = best !== null && best.score > 0;
  const runnerUp = usable ? ranked.find((c) => c.amount !== best.amount) : undefined;
  let priceConfidence = 0;
  if (usable) {
    priceConfidence = Math.min(0.95, 0.25 + best.score * 0.07);
    if (runnerUp && best.score - runnerUp.score < 1.5) priceConfidence *= 0.7;
    // "199,00 € – 279,00 €": the lowest of a range (variants or several offers), not one price.
    if (TEXT_RANGE.test(textOf(best.el, 120))) priceConfidence *= 0.6;
    // Without a buy button, the title and the price must at least share a block below <body>.
    if (!block && !(title && commonAncestor(title, best.el))) priceConfidence *= 0.85;
  }

  // The strike price of the chosen one: a strike candidate in the same block, right around it.
  let regularPrice: string | null = usable ? best.previous : null;
  if (usable && regularPrice === null) {
    const scope = block ?? (isElement(best.el.parent) ? best.el.parent : null);
    const strikeNear = candidates.find((c) => c.strike && c !== best && Math.abs(c.order - best.order) < 15 && (scope === null || contains(scope, c.el)));
    if (strikeNear && strikeNear.currency === best.currency) regularPrice = strikeNear.amount;
  }

  const name = title ? textOf(title, 300) || null : null;
  // Without a buy button the product's block reaches from the title to the chosen price.
  const area = block ?? (title && usable ? commonAncestor(title, best.el) : null);
  const image = pickImage(images, name, area, baseUrl);
  const availability = readAvailability(availabilityEls, area, button, usable);

  // Without a buy button (often out of stock) the title and a well-scored price near it suffice.
  // A list of offers of several sellers (a comparison page: no buy button, alike prices) is no product page.
  const close = usable ? ranked.filter((c) => c.amount !== best.amount && best.score - c.score < 1.5 && c.score > 0) : [];
  const alike = (runnerUp !== undefined && best !== null && best.score - runnerUp.score < 1) || new Set(close.map((c) => c.amount)).size >= 2;
  // A stock statement beside the title (often the only sign on an out-of-stock page) marks the product's block too.
  const stated = availability !== null && availability.confidence >= 0.65;
  let productFound = usable && name !== null && (button !== null || ((stated || best.score >= 3) && !alike));
  // No price at all, but the <h1> product's own stock line says it cannot be bought ("Currently unavailable."): a product page, out of stock.
  let stockOnly: { value: Availability; confidence: number } | null = null;
  if (!usable && h1 !== null && title === h1) {
    const h1Order = order.get(h1) ?? 0;
    for (const el of availabilityEls) {
      const at = (order.get(el) ?? 0) - h1Order;
      if (at <= 0 || at > 200) continue;
      const value = availabilityFromPhrase(textOf(el, 200));
      if (value !== null && isOutOfStock(value)) {
        stockOnly = { value, confidence: 0.8 };
        break;
      }
    }
    if (stockOnly) productFound = true;
  }
  if (usable && button === null && stated) priceConfidence = Math.min(0.95, priceConfidence + 0.1);
  // A price written without its currency ("229<sup>99</sup>"): the currency the other prices of the page's main part name.
  let nearbyCurrency: string | null = null;
  if (usable && best.currency === null) {
    const named = candidates.filter((c) => c.currency !== null && (area === null || contains(area, c.el)));
    nearbyCurrency = (named.length > 0 ? named : candidates.filter((c) => c.currency !== null))[0]?.currency ?? null;
  }
  const confidence: VisibleReading['confidence'] = {};
  if (name) confidence.name = h1 ? 0.8 : 0.6;
  if (image) confidence.image = 0.5;
  if (usable) {
    confidence.price = round(priceConfidence);
    if (best.currency) confidence.currency = round(priceConfidence * (best.currency === hints.currencyHint ? 1 : 0.95));
    else if (nearbyCurrency) confidence.currency = round(priceConfidence * 0.6);
  }
  if (regularPrice) confidence.regularPrice = round(priceConfidence * 0.8);
  if (stockOnly ?? availability) confidence.availability = (stockOnly ?? availability)?.confidence;
  return {
    name,
    image,
    price: usable ? best.amount : null,
    currency: usable ? (best.currency ?? nearbyCurrency) : null,
    regularPrice: regularPrice !== null && usable && regularPrice !== best.amount ? regularPrice : null,
    availability: (stockOnly ?? availability)?.value ?? null,
    confidence,
    productFound,
    shownAmounts: candidates.filter((c) => c.score > 0 && !c.strike).map((c) => c.amount),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The product's part of a page title: the longest part between separators ("bol | Philips Airfryer
 * XXL – 6,2 L", "【楽天市場】象印 炊飯器：家電のキッチンランド", "【小米K70】小米K70 12GB【行情 报价】-京东",
 * "Amazon.com: Hamilton Beach … : Home & Kitchen"), lower case; shop names and categories are the shorter parts.
 */
export function productPartOfTitle(pageTitle: string): string {
  const parts = pageTitle
    .replace(/^\s*\[[^\]]{0,30}\]\s*/u, '')
    .split(/\s[|–—•·:-]\s|\s[|]|[|]\s|：|:\s|[【】]/u)
    .map((part) => part.trim());
  return parts.reduce((longest, part) => (part.length > longest.length ? part : longest), '').toLowerCase();
}

/**
 * Headings of recommendation sections in the shop languages ("You may also like", "Polecane
 * akcesoria", "Hasonló termékek"): such a section is recommendations whatever its class is called.
 */
const RECOMMENDATION_HEADING = new RegExp(
  `(?:^|[^\\p{L}])(?:${[
    'related|similar|you (?:may|might) also|also (?:viewed|bought|like|available)|customers (?:also|who)|frequently bought|recommended|recommendations|sponsored|accessories|complete the look',
    'ähnliche|passend dazu|passendes zubehör|zubehör|kunden kauften|kunden, die|das könnte|könnte (?:dir|ihnen)|empfehlungen|wird oft zusammen',
    'vous aimerez|produits similaires|les clients ont aussi|nous vous recommandons|accessoires|ti potrebbe|prodotti correlati|potrebbe interessarti|accessori',
    'productos relacionados|te puede interesar|también te|accesorios|misschien vind|anderen bekeken|andere klanten|polecane|podobne produkty|klienci kupili|akcesoria',
    'souvisej|podobné|doporuč|príslušenstvo|příslušenství|hasonló|ajánl|liknande|andra (?:köpte|tittade)|rekommenderade|andre (?:kiggede|købte|kjøpte|så)|lignende',
    'também (?:poderá|pode)|produtos relacionados|quem (?:comprou|viu)|benzer ürünler|sản phẩm tương tự|produk serupa|この商品を見た人|関連商品|다른 고객|함께 본|相关商品|看了又看|похожие|с этим товаром|схожі',
  ].join('|')})`,
  'iu',
);

/** A section whose first element is a heading (h2–h4, role=heading) naming recommendations. */
function recommendationHeading(el: Element): boolean {
  if (INLINE.has(el.name)) return false;
  for (const child of el.children) {
    if (child.type === 'text' && child.data.trim() === '') continue;
    if (!isElement(child)) return false;
    if (!/^h[2-4]$/.test(child.name) && child.attribs.role !== 'heading') return false;
    const text = textOf(child, 80);
    return text.length <= 70 && RECOMMENDATION_HEADING.test(text);
  }
  return false;
}

const PRICE_LIKE_PIECE = /\p{Sc}|\d[.,]\d{1,2}(?!\d)|\d\s*[.,:][-–]/u;

/** The label right before an element ("UVP:", "Grundpreis:", "oder 4 Raten à"): its previous siblings' text, else its parent's. */
function labelBefore(el: Element): string {
  let current: Element = el;
  for (let level = 0; level < 2; level++) {
    let text = '';
    for (let sibling = current.prev; sibling && text.length < 60; sibling = sibling.prev) {
      const piece = sibling.type === 'text' ? sibling.data : isElement(sibling) && !SKIP.has(sibling.name) ? textOf(sibling, 60) : '';
      // A previous price ends the label; other numbers belong to it ("or 4 interest-free payments of").
      if (hasDigit.test(piece) && PRICE_LIKE_PIECE.test(piece)) break;
      text = `${piece} ${text}`;
    }
    text = text.replace(/\s+/g, ' ').trim();
    if (text) return text.slice(-60).toLowerCase();
    if (!isElement(current.parent)) break;
    current = current.parent;
  }
  return '';
}

/** The text of the element right before or after `el` when it is only a currency mark (no digit, at most 6 characters). */
function siblingMark(el: Element): { text: string; before: boolean } | null {
  for (const before of [true, false]) {
    let sibling = before ? el.prev : el.next;
    while (sibling && sibling.type === 'text' && sibling.data.trim() === '') sibling = before ? sibling.prev : sibling.next;
    if (!isElement(sibling)) continue;
    const text = textOf(sibling, 12);
    if (text.length > 0 && text.length <= 6 && !hasDigit.test(text)) return { text, before };
  }
  return null;
}

/** "229<sup>99</sup>" is 229.99: cents in a superscript (or a "fraction" element) right after the units. */
function withFraction(el: Element, text: string): string {
  const children = el.children;
  for (let i = 1; i < children.length; i++) {
    const child = children[i];
    if (!isElement(child) || !(child.name === 'sup' || FRACTION_CLASS.test(child.attribs.class ?? ''))) continue;
    const cents = textOf(child, 10);
    const units = textOf(children[i - 1] as AnyNode, 40);
    if (/^\d{2}$/.test(cents) && /\d$/.test(units)) {
      const joined = `${units}${cents}`;
      const at = text.indexOf(joined);
      // The separator the units do not use for thousands ("1.229" → ",", "1,229" → ".").
      if (at !== -1) return `${text.slice(0, at + units.length)}${units.includes(',') ? '.' : ','}${text.slice(at + units.length)}`;
    }
  }
  return text;
}

function buttonText(el: Element): string {
  const a = el.attribs;
  return (el.name === 'input' ? (a.value ?? '') : textOf(el, 80)) || (a['aria-label'] ?? a.title ?? '');
}

function ancestors(el: Element): Element[] {
  const list: Element[] = [];
  let current: AnyNode | null = el;
  while (isElement(current) && list.length < 500) {
    list.push(current);
    current = current.parent;
  }
  return list;
}

function commonAncestor(a: Element, b: Element): Element | null {
  const mine = new Set(ancestors(a));
  for (const el of ancestors(b)) if (mine.has(el)) return el.name === 'body' || el.name === 'html' ? null : el;
  return null;
}

function contains(block: Element, el: Element): boolean {
  let current: AnyNode | null = el;
  for (let depth = 0; isElement(current) && depth < 500; depth++) {
    if (current === block) return true;
    current = current.parent;
  }
  return false;
}

function pickImage(images: readonly Element[], name: string | null, block: Element | null, baseUrl: string): string | null {
  const src = (el: Element) => absoluteUrl(el.attribs['data-src'] ?? el.attribs.src, baseUrl);
  const inBlock = block ? images.filter((img) => contains(block, img)) : [];
  const byAlt = name ? images.find((img) => (img.attribs.alt ?? '').trim() !== '' && name.toLowerCase().includes((img.attribs.alt ?? '').toLowerCase().slice(0, 20))) : undefined;
  const choice = byAlt ?? inBlock.find((img) => !/logo|icon|sprite/i.test(`${img.attribs.class ?? ''} ${img.attribs.src ?? ''}`)) ?? null;
  return choice ? src(choice) : null;
}

/**
 * Availability as a shopper reads it: a stock text next to the product (strong), else the buy
 * button's state, else a stock phrase in the main block's text; no buy button at all is read as
 * out of stock only when the page shows a price.
 */
function readAvailability(elements: readonly Element[], block: Element | null, button: Element | null, priced: boolean): { value: Availability; confidence: number } | null {
  for (const el of elements) {
    if (block && !contains(block, el)) continue;
    const stated = availabilityFromPhrase(textOf(el, 200));
    if (stated) return { value: stated, confidence: 0.85 };
  }
  const state = button ? { present: true, disabled: button.attribs.disabled !== undefined || button.attribs['aria-disabled'] === 'true' || /disabled|sold-?out/i.test(button.attribs.class ?? ''), text: buttonText(button) } : null;
  const fromButton = availabilityFromBuyButton(state);
  if (fromButton && fromButton.strength === 'strong') return { value: fromButton.availability, confidence: 0.8 };
  if (block) {
    const stated = availabilityFromPhrase(textOf(block, 3_000));
    if (stated) return { value: stated, confidence: 0.65 };
  }
  if (fromButton && priced) return { value: fromButton.availability, confidence: 0.4 };
  return null;
}
