import { z } from 'zod';
import { countrySchema } from '../enums.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/**
 * Stream `ownprice-<productId>`: an own sales price of the past, recorded from outside the product
 * (the demo's 90-day history; an ERP's price history). It never changes the product's current
 * price — only the own price history the strike-price export takes its reference price from.
 */
export const OwnPriceRecorded = defineEvent(
  'OwnPriceRecorded',
  1,
  z.object({ productId: z.string(), companyId: z.string(), country: countrySchema, salesPrice: z.number().nonnegative(), recordedAt: z.string() }),
);
export type OwnPriceEvent = DomainEvent<typeof OwnPriceRecorded>;
export const ownPriceEvents = [OwnPriceRecorded] as const;
