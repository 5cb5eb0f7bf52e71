/** The frame of a shop page: the shop's navigation, colours and footer with its shipping terms. */
import { DEMO_CATEGORIES } from '../catalogue.ts';
import { euroDe } from '../money.ts';
import type { DemoShop } from '../sites.ts';
import { categoryPath } from '../urls.ts';
import { esc } from './html.ts';
import { layout } from './layout.ts';

export function shippingTerms(shop: DemoShop): string {
  const { shipping } = shop;
  if (shipping.model === 'ALWAYS_FREE') return 'Versandkostenfrei in ganz Deutschland';
  // The script-rendered shop shows no amounts in its HTML at all (they come with the cart).
  if (shop.style === 'javascript') return 'Versandkosten und Lieferzeiten siehe Warenkorb';
  const free = shipping.freeFromCents === null ? '' : ` – versandkostenfrei ab ${euroDe(shipping.freeFromCents)}`;
  return `Versand innerhalb Deutschlands ${euroDe(shipping.costCents)}${free}`;
}

export interface ShopPageParts {
  title: string;
  body: string;
  head?: string;
  tail?: string;
}

export function shopPage(shop: DemoShop, parts: ShopPageParts): string {
  return layout({
    siteName: shop.name,
    title: `${parts.title} | ${shop.name}`,
    accent: shop.accent,
    nav: DEMO_CATEGORIES.map((c) => ({ label: c.name, href: categoryPath(shop, c.key) })),
    head: parts.head,
    body: parts.body,
    tail: parts.tail,
    footer: `Alle Preise inkl. MwSt. · ${esc(shippingTerms(shop))} · ${esc(shop.name)} ist ein fiktiver Demo-Shop.`,
  });
}
