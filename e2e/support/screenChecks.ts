/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The functions handed to page.evaluate run in the browser and use its DOM.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A screen of the app: one concrete path per route (ids in the path are collapsed into the route). */
export interface Screen {
  /** The route, e.g. `/assortment/:id`. */
  route: string;
  /** A concrete path of that route that was reachable. */
  path: string;
}

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|\d+|[A-Za-z0-9_-]{21,})$/i;

/** Routes whose last segment is a name, not an id: one screen whatever the name (`/insights/brands/Nordkap`). */
const NAMED_ROUTES: readonly RegExp[] = [/^\/insights\/brands\/[^/]+$/];

/** `/assortment/6f1c…/product/42` → `/assortment/:id/product/:id`; `/insights/brands/Nordkap` → `/insights/brands/:name`. */
export function routeOf(path: string): string {
  if (NAMED_ROUTES.some((route) => route.test(path))) return path.replace(/\/[^/]+$/, '/:name');
  return path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}

/** Waits until the screen has rendered its data: no spinner, no request in flight for a moment. */
export async function waitForScreen(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('.fui-Spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // Animations of entering content (page transition) end before measuring.
  await animationsEnded(page);
}

/**
 * Resolves when every finite animation running on the page has finished, at most after 5 s. An
 * endless one (a spinner's) never finishes, nor does a paused one — a toast's timer while the
 * pointer rests on the toast — which does not move what is measured either: both are left out.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

/**
 * Shows `path` the way a click on a link does once the app runs: the app's router navigates
 * (history entry + popstate) without loading the page again, then waits until no request (data,
 * a screen's code) has been in flight for half a second. Outside the app (signed out, blank
 * page) it loads the page. A screen check visits some sixty screens several times; a full load
 * of the app for each was the larger part of the browser's work.
 */
export async function showScreen(page: Page, path: string): Promise<void> {
  const current = page.url();
  if (!/^https?:/.test(current) || new URL(current).pathname.startsWith('/sign-in')) {
    await page.goto(path);
    return;
  }
  let pending = 0;
  let lastChange = Date.now();
  const started = () => {
    pending += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    pending = Math.max(0, pending - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (pending > 0 || Date.now() - lastChange < 500)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Internal links of the navigation (sidebar, or tab bar and "more" on a phone). */
async function navigationPaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('nav a[href], aside a[href]')]
      .filter((a) => a.origin === location.origin)
      .map((a) => a.pathname),
  );
}

/** Internal links of the screen's content that lead to another screen. */
async function contentPaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
      .filter((a) => a.origin === location.origin && !a.pathname.startsWith('/api/') && !a.hasAttribute('download'))
      .map((a) => a.pathname),
  );
}

/**
 * Every screen reachable from the navigation by clicking: the navigation's entries, then the links
 * on each screen found (breadth first), one concrete path per route. `visit` is called on each
 * screen as it is found, with the page showing it (at the page's viewport).
 */
export async function discoverScreens(page: Page, options: { maxScreens?: number; visit?: (screen: Screen) => Promise<void> } = {}): Promise<Screen[]> {
  const max = options.maxScreens ?? 90;
  const screens = new Map<string, Screen>();
  const queue: string[] = [];
  const enqueue = (paths: string[]) => {
    for (const path of paths) {
      const normalised = path.replace(/\/+$/, '') || '/';
      if (normalised === '/' || normalised.startsWith('/sign-in')) continue;
      const route = routeOf(normalised);
      if (screens.has(route) || screens.size >= max) continue;
      screens.set(route, { route, path: normalised });
      queue.push(normalised);
    }
  };
  await page.goto('/dashboard');
  await waitForScreen(page);
  enqueue(await navigationPaths(page));
  enqueue(['/more']);
  const found: Screen[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    await showScreen(page, path);
    await waitForScreen(page);
    // A screen that sent us elsewhere (a guard) is not a screen of its own.
    if (routeOf(new URL(page.url()).pathname) !== routeOf(path)) {
      screens.delete(routeOf(path));
      continue;
    }
    enqueue(await contentPaths(page));
    const screen = { route: routeOf(path), path };
    found.push(screen);
    await options.visit?.(screen);
  }
  return found;
}

/**
 * Layout problems of the current screen: the page scrolling sideways, and any column header or
 * action (button) of the content lying outside the viewport, outside its card, or outside the
 * visible part of a scroll area (hidden in a horizontal scroller).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrolling = document.scrollingElement ?? document.documentElement;
    if (scrolling.scrollWidth > width) problems.push(`the page scrolls sideways (${scrolling.scrollWidth} px wide in a ${width} px viewport)`);
    const main = document.querySelector('main');
    if (!main) return problems;
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50) || element.tagName.toLowerCase();
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const targets: [string, Element][] = [
      ...[...main.querySelectorAll('th, [role="columnheader"]')].map((el): [string, Element] => ['column header', el]),
      ...[...main.querySelectorAll('button, [role="button"], a.fui-Button')].map((el): [string, Element] => ['action', el]),
    ];
    const TOLERANCE = 1;
    for (const [kind, element] of targets) {
      if (!shown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.left < -TOLERANCE || rect.right > width + TOLERANCE) {
        problems.push(`${kind} "${name(element)}" lies outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width})`);
        continue;
      }
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const card = ancestor.classList.contains('fui-Card');
        const clips = getComputedStyle(ancestor).overflowX !== 'visible';
        if (!card && !clips) continue;
        const box = ancestor.getBoundingClientRect();
        if (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE) {
          problems.push(`${kind} "${name(element)}" lies outside its ${card ? 'card' : 'scroll area'} (${Math.round(rect.left)}–${Math.round(rect.right)} px, visible ${Math.round(box.left)}–${Math.round(box.right)} px)`);
          break;
        }
      }
    }
    return problems;
  });
}

/** Serious and critical accessibility violations (axe-core, every rule incl. colour contrast). */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // A toast fades in and out (2.5 s shown): caught mid-fade its text has a fraction of its
  // contrast, so axe waits until toasts have gone and finite animations have ended.
  // A toast kept by the pointer resting on it (pause on hover) stays fully shown: checked as it is.
  await page
    .locator('.fui-Toast')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await animationsEnded(page);
  // Fluent's focus management (Tabster) places invisible focusable <i data-tabster-dummy> guards
  // that hand focus on at once; axe reads them as focusable content hidden from screen readers.
  // Only violations are read: axe then skips gathering the details of passed and undecided checks.
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`);
      return `${violation.id} [${violation.impact}] ${violation.help}: ${nodes.join('; ')}${violation.nodes.length > 3 ? ` … ${violation.nodes.length} elements` : ''}`;
    });
}

/** The texts a person sees on the screen: each element's rendered text, placeholders, labels and the tab title. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('script, style, [aria-hidden="true"], code, pre, input, textarea')) continue;
      const text = element.innerText;
      if (text && text.length <= 300) texts.add(text);
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) texts.add(value);
      }
    }
    // A text beside element children (`<p>{t`Label`} <b>…</b></p>`) is a message of its own; several
    // texts in one element are data put together (`{firstName} {lastName}`) and count as a whole.
    for (const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); walker.nextNode(); ) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, code, pre, [aria-hidden="true"]')) continue;
      const siblings = [...parent.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
      if (siblings.length === 1 && node.textContent?.trim()) texts.add(node.textContent);
    }
    return [...texts];
  });
}

/** axe (serious/critical) and layout at desktop (1440×900) and phone (390×844) size, then back to the desktop. */
export async function expectScreenFits(page: Page): Promise<void> {
  const desktop = { width: 1440, height: 900 };
  for (const viewport of [desktop, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await waitForScreen(page);
    expect(await accessibilityProblems(page), `axe at ${viewport.width}px`).toEqual([]);
    expect(await layoutProblems(page), `layout at ${viewport.width}px`).toEqual([]);
  }
  await page.setViewportSize(desktop);
}
