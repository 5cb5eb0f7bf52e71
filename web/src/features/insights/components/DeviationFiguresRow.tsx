import { useLingui } from '@lingui/react/macro';
import type { DeviationFigures } from '@pm/contracts';
import { formatCount, formatShare, formatSignedCents, formatSignedPercent } from '../utils/insightsFormat.ts';
import { Figure, FigureRow } from './Figure.tsx';

/** The figures of a set of compared offers, each with its formula. */
export function DeviationFiguresRow({ figures, currency }: { figures: DeviationFigures; currency: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <FigureRow>
      <Figure label={t`Products compared`} value={formatCount(figures.products, locale)} help={t`Products you and the shop both sell with a comparable price observed in the period (page OK, in stock, in the country's currency, not flagged).`} />
      <Figure label={t`Shop cheaper`} value={formatShare(figures.cheaper, figures.products, locale)} help={t`Share of the compared products whose competitor price is below your price (${figures.cheaper} of ${figures.products}).`} />
      <Figure label={t`Shop more expensive`} value={formatShare(figures.moreExpensive, figures.products, locale)} help={t`Share of the compared products whose competitor price is above your price (${figures.moreExpensive} of ${figures.products}).`} />
      <Figure label={t`Median deviation`} value={formatSignedPercent(figures.medianPercent, locale)} help={t`Median of (competitor price − own price) ÷ own price; negative: the shop is cheaper. Counted in steps of 0.1 percentage points, so it is exact to within 0.1 points.`} />
      <Figure label={t`Average deviation`} value={formatSignedPercent(figures.averagePercent, locale)} help={t`Mean of (competitor price − own price) ÷ own price over the compared products.`} />
      <Figure label={t`Median difference`} value={formatSignedCents(figures.medianCents, currency, locale)} help={t`Median of competitor price − own price, in the country's currency. Counted in steps 2 % wide, so it is exact to within 2 %.`} />
      <Figure label={t`Average difference`} value={formatSignedCents(figures.averageCents, currency, locale)} help={t`Mean of competitor price − own price, in the country's currency.`} />
    </FigureRow>
  );
}
