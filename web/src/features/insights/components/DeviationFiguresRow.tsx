import { useLingui } from '@lingui/react/macro';
import type { DeviationFigures } from '@pm/contracts';
import { formatCount, formatShare, formatSignedCents, formatSignedPercent } from '../utils/insightsFormat.ts';
import { Figure, FigureRow } from './Figure.tsx';

/**
 * The figures of a set of compared offers, each with its formula. `scope`: one shop (the counts
 * are the products both sell) or all shops (the counts are product–shop pairs added up over the
 * shops: a product compared with three shops counts three times).
 */
export function DeviationFiguresRow({ figures, currency, scope }: { figures: DeviationFigures; currency: string; scope: 'shop' | 'allShops' }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { cheaper, moreExpensive, products } = figures;
  const texts =
    scope === 'shop'
      ? {
          compared: t`Products compared`,
          comparedHelp: t`Products you and the shop both sell with a comparable price observed in the period (page OK, in stock, in the country's currency, not flagged).`,
          cheaper: t`Shop cheaper`,
          cheaperHelp: t`Share of the compared products whose competitor price is below your price (${formatCount(cheaper, locale)} of ${formatCount(products, locale)}).`,
          dearer: t`Shop more expensive`,
          dearerHelp: t`Share of the compared products whose competitor price is above your price (${formatCount(moreExpensive, locale)} of ${formatCount(products, locale)}).`,
          averageHelp: t`Mean of (competitor price − own price) ÷ own price over the compared products.`,
        }
      : {
          compared: t`Compared product–shop pairs`,
          comparedHelp: t`Pairs of one of your products and a competitor shop with a comparable price observed in the period (page OK, in stock, in the country's currency, not flagged), added up over all shops: a product compared with three shops counts three times.`,
          cheaper: t`Competitors cheaper`,
          cheaperHelp: t`Share of the compared product–shop pairs whose competitor price is below your price (${formatCount(cheaper, locale)} of ${formatCount(products, locale)} pairs).`,
          dearer: t`Competitors more expensive`,
          dearerHelp: t`Share of the compared product–shop pairs whose competitor price is above your price (${formatCount(moreExpensive, locale)} of ${formatCount(products, locale)} pairs).`,
          averageHelp: t`Mean of (competitor price − own price) ÷ own price over the compared product–shop pairs.`,
        };
  return (
    <FigureRow>
      <Figure label={texts.compared} value={formatCount(products, locale)} help={texts.comparedHelp} />
      <Figure label={texts.cheaper} value={formatShare(cheaper, products, locale)} help={texts.cheaperHelp} />
      <Figure label={texts.dearer} value={formatShare(moreExpensive, products, locale)} help={texts.dearerHelp} />
      <Figure label={t`Median deviation`} value={formatSignedPercent(figures.medianPercent, locale)} help={t`Median of (competitor price − own price) ÷ own price; negative: the shop is cheaper. Counted in steps of 0.1 percentage points, so it is exact to within 0.1 points.`} />
      <Figure label={t`Average deviation`} value={formatSignedPercent(figures.averagePercent, locale)} help={texts.averageHelp} />
      <Figure label={t`Median difference`} value={formatSignedCents(figures.medianCents, currency, locale)} help={t`Median of competitor price − own price, in the country's currency. Counted in steps 2 % wide, so it is exact to within 2 %.`} />
      <Figure label={t`Average difference`} value={formatSignedCents(figures.averageCents, currency, locale)} help={t`Mean of competitor price − own price, in the country's currency.`} />
    </FigureRow>
  );
}
