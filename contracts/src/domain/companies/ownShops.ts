import { ownShopNameKey, type OwnShop } from '../../http/companies.ts';

/** A host without "www." (own shop URLs and shop names that are domains compare by it). */
const bareHost = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
};

/**
 * Whether a comparison site's row belongs to one of the company's own shops: its shop name is an
 * own shop's name (without case and spacing), or names an own shop's host ("bergsport-shop.de").
 * Comparison sites show the seller by name; a row without a name is nobody's own.
 */
export function isOwnShopOffer(ownShops: readonly OwnShop[], shopName: string | null | undefined): boolean {
  if (!shopName || ownShops.length === 0) return false;
  const key = ownShopNameKey(shopName);
  if (key.length === 0) return false;
  return ownShops.some((shop) => {
    const host = bareHost(shop.url);
    return ownShopNameKey(shop.name) === key || (host !== null && ownShopNameKey(host) === key);
  });
}
