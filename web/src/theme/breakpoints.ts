/** Breakpoints of the spec's look, in px (min-width of each range). */
export const BREAKPOINTS = { xs: 0, sm: 480, md: 900, lg: 1100, xl: 1440 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

const ORDER: readonly Breakpoint[] = ['xl', 'lg', 'md', 'sm', 'xs'];

/** The largest breakpoint whose min-width the given viewport width reaches. */
export function breakpointForWidth(width: number): Breakpoint {
  return ORDER.find((bp) => width >= BREAKPOINTS[bp]) ?? 'xs';
}

/** Media query matching the breakpoint and everything wider, for makeStyles and matchMedia. */
export function mediaUp(bp: Breakpoint): string {
  return `@media (min-width: ${BREAKPOINTS[bp]}px)`;
}

/** Media query matching everything narrower than the breakpoint. */
export function mediaDown(bp: Breakpoint): string {
  return `@media (max-width: ${BREAKPOINTS[bp] - 0.02}px)`;
}
