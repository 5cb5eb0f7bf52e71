import type { BrandVariants } from '@fluentui/react-components';

/** Primary orange of the spec's look. */
export const PRIMARY_COLOR = '#ff8341';
/** Secondary pink of the spec's look (exposed to styles as `appTokens.colorSecondaryBackground`). */
export const SECONDARY_COLOR = '#ffc1d7';

/**
 * Fluent brand ramp around the primary: shade 80 is what Fluent uses for brand backgrounds,
 * so it is exactly #ff8341. Darker shades mix towards a warm near-black, lighter ones
 * towards white (linear sRGB mixes, generated once and fixed here so the look is stable).
 */
export const brandRamp: BrandVariants = {
  10: '#251005',
  20: '#421f0d',
  30: '#5e2e15',
  40: '#7c3e1d',
  50: '#9a4d25',
  60: '#b95e2e',
  70: '#d96f37',
  80: PRIMARY_COLOR,
  90: '#ff9157',
  100: '#ffa06d',
  110: '#ffae83',
  120: '#ffbc98',
  130: '#ffcaae',
  140: '#ffd9c4',
  150: '#ffe7da',
  160: '#fff5f0',
};
