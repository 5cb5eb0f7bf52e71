import { describe, expect, it } from 'vitest';
import { brandRamp, PRIMARY_COLOR, SECONDARY_COLOR } from './brandRamp.ts';
import { contrastRatio } from './contrast.ts';
import { appTheme } from './theme.ts';

const WHITE = '#ffffff';

describe('app theme', () => {
  it('uses the spec look: orange primary, pink secondary, Lexend, radius 16', () => {
    expect(appTheme.colorBrandBackground).toBe(PRIMARY_COLOR);
    expect(PRIMARY_COLOR).toBe('#ff8341');
    expect(appTheme.colorSecondaryBackground).toBe(SECONDARY_COLOR);
    expect(SECONDARY_COLOR).toBe('#ffc1d7');
    expect(appTheme.fontFamilyBase.startsWith("'Lexend'")).toBe(true);
    expect(appTheme.borderRadiusLarge).toBe('16px');
    expect(appTheme.borderRadiusXLarge).toBe('16px');
  });

  it('keeps text on brand surfaces readable (WCAG AA, 4.5:1)', () => {
    for (const background of [
      appTheme.colorBrandBackground,
      appTheme.colorBrandBackgroundHover,
      appTheme.colorBrandBackgroundSelected,
    ]) {
      expect(contrastRatio(appTheme.colorNeutralForegroundOnBrand, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the text of every filled badge readable (WCAG AA, 4.5:1), the success badge included', () => {
    // Text and background of Fluent's filled Badge per colour (react-badge useBadgeStyles).
    const filled: [string, string, string][] = [
      ['brand', appTheme.colorNeutralForegroundOnBrand, appTheme.colorBrandBackground],
      ['success', appTheme.colorNeutralForegroundOnBrand, appTheme.colorPaletteGreenBackground3],
      ['danger', appTheme.colorNeutralForegroundOnBrand, appTheme.colorPaletteRedBackground3],
      ['severe', appTheme.colorNeutralForegroundOnBrand, appTheme.colorPaletteDarkOrangeBackground3],
      ['warning', appTheme.colorNeutralForeground1Static, appTheme.colorPaletteYellowBackground3],
      ['important', appTheme.colorNeutralBackground1, appTheme.colorNeutralForeground1],
      ['informative', appTheme.colorNeutralForeground3, appTheme.colorNeutralBackground5],
    ];
    for (const [color, text, background] of filled) expect(contrastRatio(text, background), color).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps brand-coloured text on white readable (4.5:1)', () => {
    for (const foreground of [
      appTheme.colorBrandForeground1,
      appTheme.colorBrandForeground2,
      appTheme.colorBrandForegroundLink,
      appTheme.colorNeutralForeground2BrandSelected,
    ]) {
      expect(contrastRatio(foreground, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps control indicators visible against white (3:1)', () => {
    expect(contrastRatio(appTheme.colorCompoundBrandBackground, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(appTheme.colorCompoundBrandStroke, WHITE)).toBeGreaterThanOrEqual(3);
  });

  it('has a ramp running from dark to light', () => {
    const shades = Object.values(brandRamp);
    for (let i = 1; i < shades.length; i += 1) {
      expect(contrastRatio(shades[i] as string, WHITE)).toBeLessThan(contrastRatio(shades[i - 1] as string, WHITE));
    }
  });
});
