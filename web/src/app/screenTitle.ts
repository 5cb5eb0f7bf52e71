import { matchPath } from 'react-router-dom';

const dynamicSegments = (route: string) => route.split('/').filter((segment) => segment.startsWith(':') || segment === '*').length;

/**
 * The entry of `table` for `pathname`: the route that matches it, or else the one of the nearest
 * path above it (`/settings/new-page` → `/settings`); undefined when none does.
 */
export function screenTitleFor<T>(pathname: string, table: readonly (readonly [route: string, title: T])[]): T | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (let length = segments.length; length > 0; length--) {
    const path = `/${segments.slice(0, length).join('/')}`;
    // A fixed segment wins over a parameter (`review/submitted` over `review/:adjustmentId`).
    const found = table
      .filter(([route]) => matchPath({ path: route, end: true }, path))
      .sort(([a], [b]) => dynamicSegments(a) - dynamicSegments(b))[0];
    if (found) return found[1];
  }
  return undefined;
}

/** `Review – Price Monitor`; the product's name alone where no screen is named. */
export function tabTitle(screen: string | undefined, product: string): string {
  return screen ? `${screen} – ${product}` : product;
}
