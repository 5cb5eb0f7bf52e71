import { OWN_SHOP_NAME_MAX, OWN_SHOPS_MAX, ownShopNameKey, ownShopSchema, type OwnShopsBody } from '@pm/contracts';

export { OWN_SHOPS_MAX, OWN_SHOP_NAME_MAX };

/** One own shop as typed. */
export interface OwnShopRow {
  name: string;
  url: string;
}

export type OwnShopNameError = 'required' | 'tooLong' | 'repeated';
export type OwnShopUrlError = 'required' | 'invalidUrl' | 'repeated';
export interface OwnShopRowErrors {
  name?: OwnShopNameError;
  url?: OwnShopUrlError;
}

const hostOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : null);

/** Per row, what the server would refuse: empty, too long, not an http(s) address, a name or host twice (the later one is marked). */
export function validateOwnShops(rows: readonly OwnShopRow[]): OwnShopRowErrors[] {
  const names = new Set<string>();
  const hosts = new Set<string>();
  return rows.map((row) => {
    const errors: OwnShopRowErrors = {};
    const name = row.name.trim();
    const url = row.url.trim();
    if (name === '') errors.name = 'required';
    else if (name.length > OWN_SHOP_NAME_MAX) errors.name = 'tooLong';
    else if (names.has(ownShopNameKey(name))) errors.name = 'repeated';
    names.add(ownShopNameKey(name));
    if (url === '') errors.url = 'required';
    else if (!ownShopSchema.shape.url.safeParse(url).success) errors.url = 'invalidUrl';
    else {
      const host = hostOf(url);
      if (host !== null && hosts.has(host)) errors.url = 'repeated';
      if (host !== null) hosts.add(host);
    }
    return errors;
  });
}

export const ownShopsValid = (errors: readonly OwnShopRowErrors[]): boolean => errors.every((e) => e.name === undefined && e.url === undefined);

/** The PUT body for valid rows. */
export const toOwnShopsBody = (rows: readonly OwnShopRow[]): OwnShopsBody => ({ ownShops: rows.map((row) => ({ name: row.name.trim(), url: row.url.trim() })) });
