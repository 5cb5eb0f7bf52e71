import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdjustmentStatus, AuditEntry, DecisionTrace, Metric, OfferExclusion, PriceTarget, StrikePriceReason, TraceStep } from '@pm/contracts';

export const STATUS_LABELS: Record<AdjustmentStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CONFIRMED: msg`Confirmed, waiting for pickup`,
  PICKED_UP: msg`Picked up`,
  DISCARDED: msg`Discarded`,
};

/** Why the engine proposed a strike price or not (decision trace, contracts STRIKE_PRICE_REASONS). */
export const STRIKE_PRICE_REASON_LABELS: Record<StrikePriceReason, MessageDescriptor> = {
  NO_PRICE_HISTORY: msg`No own price in the prior 30 days to compare with`,
  NOT_BELOW_REFERENCE: msg`The new price is not below the lowest own price of the prior 30 days`,
  BELOW_REFERENCE: msg`The new price is below the lowest own price of the prior 30 days`,
};

export const METRIC_LABELS: Record<Metric, MessageDescriptor> = {
  PROFIT_MARGIN: msg`Profit margin`,
  PURCHASE_MARKUP: msg`Purchase price markup`,
  TOTAL_COST_MARKUP: msg`Total cost markup`,
};

export const EXCLUSION_LABELS: Record<OfferExclusion, MessageDescriptor> = {
  FLAGGED: msg`Flagged as implausible`,
  STALE: msg`Too old`,
  OUT_OF_STOCK: msg`Out of stock`,
  EXCLUDED_STORE: msg`Store excluded from the engine`,
  OTHER_CURRENCY: msg`Other currency`,
  NO_PRICE: msg`No price`,
  OWN_OFFER: msg`Own offer`,
  OTHER_MARKET: msg`Other market (country)`,
};

export const STEP_KIND_LABELS: Record<TraceStep['kind'], MessageDescriptor> = {
  TARGET: msg`Target`,
  CONSTRAINT: msg`Constraint`,
  MAX_CHANGE: msg`Maximum change per run`,
  PRICE_ENDING: msg`Price ending`,
  ROUNDING: msg`Rounding`,
};

/** Names of constraint steps the engine records; others are shown as recorded. */
export const STEP_NAME_LABELS: Record<string, MessageDescriptor> = {
  MIN_PRICE: msg`Minimum price`,
  MAX_PRICE: msg`Maximum price`,
  MIN_MARKUP: msg`Minimum markup`,
  MAX_MARKUP: msg`Maximum markup`,
  MIN_PROFIT_MARGIN: msg`Minimum profit margin`,
  MAX_PROFIT_MARGIN: msg`Maximum profit margin`,
  MSRP_CAP: msg`Not above the MSRP`,
  PRODUCT_MIN_PRICE: msg`Product minimum price`,
  PRODUCT_MAX_PRICE: msg`Product maximum price`,
  PRODUCT_MIN_MARKUP: msg`Product minimum markup`,
  PRODUCT_MAX_MARKUP: msg`Product maximum markup`,
  MAX_CHANGE: msg`Maximum change per run`,
  POSITIVE_PRICE: msg`Price above zero`,
  NO_UPPER_LIMIT: msg`No upper limit`,
  CENTS: msg`To whole cents`,
  PURCHASE_MARKUP: msg`Markup on the purchase price`,
  TOTAL_COST_MARKUP: msg`Markup on the total costs`,
  PROFIT_MARGIN: msg`Profit margin`,
  CHEAPEST_COMPETITOR: msg`Cheapest competitor`,
};

export const AUDIT_STEP_LABELS: Record<AuditEntry['step'], MessageDescriptor> = {
  OBSERVATION: msg`Competitor price observed`,
  RUN: msg`Rule-engine run`,
  PROPOSAL: msg`Price proposed`,
  CONFIRMATION: msg`Confirmed`,
  DISCARD: msg`Discarded`,
  PICKUP: msg`Picked up by the ERP`,
  ERP_WRITTEN: msg`Written to the ERP`,
  ERP_WRITE_FAILED: msg`Write to the ERP failed`,
  ERP_WRITE_RETRIED: msg`Write to the ERP retried`,
};

export const SHIPPING_SOURCE_LABELS: Record<DecisionTrace['costs']['shippingSource'], MessageDescriptor> = {
  SHIPPING_RATE: msg`from the shipping rates`,
  PRECALCULATED: msg`precalculated on the product`,
  NO_SHIPPING_CHANNEL: msg`none: the channel has no shipping costs`,
  NO_SHIPPING_RATE: msg`unknown: no shipping rate fits`,
};

export const RUN_STATUS_LABELS: Record<'REQUESTED' | 'RUNNING' | 'COMPLETED' | 'FAILED', MessageDescriptor> = {
  REQUESTED: msg`Waiting to start`,
  RUNNING: msg`Running`,
  COMPLETED: msg`Completed`,
  FAILED: msg`Failed`,
};

/** The rule's target in words, e.g. "1 % cheaper than the cheapest competitor (without shipping)". */
export function targetDescription(target: PriceTarget): MessageDescriptor {
  switch (target.type) {
    case 'PURCHASE_MARKUP':
      return msg`Markup of ${target.percent} % on the purchase price`;
    case 'TOTAL_COST_MARKUP':
      return msg`Markup of ${target.percent} % on the total costs`;
    case 'PROFIT_MARGIN':
      return msg`Profit margin of ${target.percent} %`;
    case 'CHEAPEST_COMPETITOR': {
      const value = target.value;
      if (target.direction === 'CHEAPER') {
        if (target.by === 'PERCENT') return target.withShipping ? msg`${value} % cheaper than the cheapest competitor (with shipping)` : msg`${value} % cheaper than the cheapest competitor (without shipping)`;
        return target.withShipping ? msg`${value} cheaper than the cheapest competitor (with shipping)` : msg`${value} cheaper than the cheapest competitor (without shipping)`;
      }
      if (target.by === 'PERCENT') return target.withShipping ? msg`${value} % more expensive than the cheapest competitor (with shipping)` : msg`${value} % more expensive than the cheapest competitor (without shipping)`;
      return target.withShipping ? msg`${value} more expensive than the cheapest competitor (with shipping)` : msg`${value} more expensive than the cheapest competitor (without shipping)`;
    }
  }
}
