import { createLightTheme } from '@fluentui/react-components';
import type { Theme } from '@fluentui/react-components';
import { brandRamp, SECONDARY_COLOR } from './brandRamp.ts';

const FONT_FAMILY =
  "'Lexend', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif";
const TEXT_ON_BRAND = '#242424';

/** Tokens beyond Fluent's set; FluentProvider publishes every theme key as a CSS variable. */
export interface AppThemeExtras {
  colorSecondaryBackground: string;
}

const base = createLightTheme(brandRamp);

export const appTheme: Theme & AppThemeExtras = {
  ...base,
  fontFamilyBase: FONT_FAMILY,
  // Radius 16 for the large surfaces (cards, dialogs); controls stay a little tighter.
  borderRadiusSmall: '4px',
  borderRadiusMedium: '8px',
  borderRadiusLarge: '16px',
  borderRadiusXLarge: '16px',
  borderRadius2XLarge: '16px',
  borderRadius3XLarge: '16px',

  // White on #ff8341 is only 2.4:1, so text on brand surfaces is dark (8:1), as the original
  // look's theme derived it; hover/pressed stay light enough for that dark text.
  colorNeutralForegroundOnBrand: TEXT_ON_BRAND,
  colorBrandBackgroundHover: brandRamp[70],
  colorBrandBackgroundPressed: brandRamp[60],
  colorBrandBackgroundSelected: brandRamp[70],

  // Brand-coloured text on white needs 4.5:1: use the darker shades (brand 50 is 6:1).
  colorBrandForeground1: brandRamp[50],
  colorBrandForeground2: brandRamp[50],
  colorBrandForeground2Hover: brandRamp[40],
  colorBrandForeground2Pressed: brandRamp[30],
  colorBrandForegroundLink: brandRamp[50],
  colorBrandForegroundLinkHover: brandRamp[40],
  colorBrandForegroundLinkPressed: brandRamp[30],
  colorBrandForegroundLinkSelected: brandRamp[50],
  colorNeutralForeground2BrandHover: brandRamp[50],
  colorNeutralForeground2BrandPressed: brandRamp[40],
  colorNeutralForeground2BrandSelected: brandRamp[50],
  colorNeutralForeground3BrandHover: brandRamp[50],
  colorNeutralForeground3BrandPressed: brandRamp[40],
  colorNeutralForeground3BrandSelected: brandRamp[50],

  // Control indicators (checkbox fill, input underline) need 3:1 against white.
  colorCompoundBrandForeground1: brandRamp[60],
  colorCompoundBrandForeground1Hover: brandRamp[50],
  colorCompoundBrandForeground1Pressed: brandRamp[40],
  colorCompoundBrandBackground: brandRamp[60],
  colorCompoundBrandBackgroundHover: brandRamp[50],
  colorCompoundBrandBackgroundPressed: brandRamp[40],
  colorCompoundBrandStroke: brandRamp[60],
  colorCompoundBrandStrokeHover: brandRamp[50],
  colorCompoundBrandStrokePressed: brandRamp[40],

  // Filled status badges (success, danger, severe) put the same dark text on their colour: Fluent's
  // own shades (#107c10 2.9:1, #d13438 3.2:1, #da3b01 3.4:1) are too dark for it, their tint 30
  // shades reach 5.5:1 or more (WCAG AA). Progress bars and presence badges share these shades.
  colorPaletteGreenBackground3: '#54b054',
  colorPaletteRedBackground3: '#e37d80',
  colorPaletteDarkOrangeBackground3: '#e9835e',

  colorSecondaryBackground: SECONDARY_COLOR,
};

/** CSS-variable references for the extra tokens, for use in makeStyles. */
export const appTokens: Record<keyof AppThemeExtras, string> = {
  colorSecondaryBackground: 'var(--colorSecondaryBackground)',
};
