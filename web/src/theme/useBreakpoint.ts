import { useCallback, useSyncExternalStore } from 'react';
import { breakpointForWidth, mediaUp } from './breakpoints.ts';
import type { Breakpoint } from './breakpoints.ts';

/** Whether a CSS media query matches, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const mediaQuery = query.replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(mediaQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [mediaQuery],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(mediaQuery).matches);
}

/** Whether the viewport is at least as wide as the breakpoint. */
export function useBreakpointUp(bp: Breakpoint): boolean {
  return useMediaQuery(mediaUp(bp));
}

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current breakpoint name (xs … xl). */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribeResize, () => breakpointForWidth(window.innerWidth));
}
