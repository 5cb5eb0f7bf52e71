import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointForWidth, mediaDown, mediaUp } from './breakpoints.ts';

describe('breakpoints', () => {
  it('uses the spec values', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 480, md: 900, lg: 1100, xl: 1440 });
  });

  it('maps a width to the largest reached breakpoint', () => {
    expect(breakpointForWidth(0)).toBe('xs');
    expect(breakpointForWidth(479)).toBe('xs');
    expect(breakpointForWidth(480)).toBe('sm');
    expect(breakpointForWidth(899)).toBe('sm');
    expect(breakpointForWidth(900)).toBe('md');
    expect(breakpointForWidth(1100)).toBe('lg');
    expect(breakpointForWidth(1439)).toBe('lg');
    expect(breakpointForWidth(2560)).toBe('xl');
  });

  it('builds media queries that do not overlap at the boundary', () => {
    expect(mediaUp('md')).toBe('@media (min-width: 900px)');
    expect(mediaDown('md')).toBe('@media (max-width: 899.98px)');
  });
});
