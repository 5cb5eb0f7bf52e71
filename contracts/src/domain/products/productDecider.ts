/**
 * The product aggregate (`product-<id>`) and the one-product-per-SKU reservation
 * (`productsku-<companyId>-<sku>`): in the domain core so that every writer of products — the
 * command API, imports, the ERP refresh in pricing-service — appends through the same decider.
 */
import type { ProductFields } from '../../http/products.ts';
import type { OfferType } from '../../scraping.ts';
import type { ProductEvent, SkuReservationEvent } from '../../events/productEvents.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface CompetitorUrl {
  urlId: string;
  url: string;
  sourceId: string;
  sourceKind: 'STORE' | 'AGGREGATOR';
  offerType: OfferType;
}

/** A comparison product (issue 17 item 7): a similar product's URL, monitored beside the product's own offers. */
export type ComparisonUrl = Omit<Extract<ProductEvent, { type: 'ComparisonProductAdded' }>['data'], 'productId'>;

export interface ProductState {
  status: 'none' | 'active' | 'archived';
  productId: string;
  companyId: string;
  fields: ProductFields | null;
  urls: CompetitorUrl[];
  comparisons: ComparisonUrl[];
}

export type ProductCommand =
  | { type: 'CreateProduct'; productId: string; companyId: string; fields: ProductFields }
  | { type: 'UpdateProduct'; changes: Partial<ProductFields> }
  | { type: 'ArchiveProduct' }
  | { type: 'RestoreProduct' }
  | ({ type: 'AddCompetitorUrl' } & CompetitorUrl)
  | { type: 'RemoveCompetitorUrl'; urlId: string }
  | ({ type: 'AddComparisonProduct' } & ComparisonUrl)
  | { type: 'RemoveComparisonProduct'; urlId: string };

const hasUrl = (state: ProductState, url: string) => state.urls.some((u) => u.url === url) || state.comparisons.some((c) => c.url === url);

const missing = () => appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  initialState: () => ({ status: 'none', productId: '', companyId: '', fields: null, urls: [], comparisons: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ProductCreated':
        return { ...state, status: 'active', productId: event.data.productId, companyId: event.data.companyId, fields: event.data.fields };
      case 'ProductUpdated':
        return state.fields ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'ProductArchived':
        return { ...state, status: 'archived' };
      case 'ProductRestored':
        return { ...state, status: 'active' };
      case 'CompetitorUrlAdded': {
        const { productId: _productId, ...url } = event.data;
        return { ...state, urls: [...state.urls, url] };
      }
      case 'CompetitorUrlRemoved':
        return { ...state, urls: state.urls.filter((u) => u.urlId !== event.data.urlId) };
      case 'ComparisonProductAdded': {
        const { productId: _productId, ...comparison } = event.data;
        return { ...state, comparisons: [...state.comparisons, comparison] };
      }
      case 'ComparisonProductRemoved':
        return { ...state, comparisons: state.comparisons.filter((c) => c.urlId !== event.data.urlId) };
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateProduct') {
      if (state.status !== 'none') throw appError('PRODUCT_EXISTS', 'The product exists already.');
      return [{ type: 'ProductCreated', data: { productId: command.productId, companyId: command.companyId, fields: command.fields } }];
    }
    if (state.status === 'none' || !state.fields) throw missing();
    const productId = state.productId;
    switch (command.type) {
      case 'UpdateProduct': {
        const current = state.fields;
        const changes = Object.fromEntries(Object.entries(command.changes).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k as keyof ProductFields])));
        return Object.keys(changes).length === 0 ? [] : [{ type: 'ProductUpdated', data: { productId, changes } }];
      }
      case 'ArchiveProduct':
        return state.status === 'archived' ? [] : [{ type: 'ProductArchived', data: { productId } }];
      case 'RestoreProduct':
        return state.status === 'active' ? [] : [{ type: 'ProductRestored', data: { productId } }];
      case 'AddCompetitorUrl': {
        if (state.status === 'archived') throw appError('PRODUCT_ARCHIVED', 'Restore the product before adding URLs.');
        if (hasUrl(state, command.url)) throw appError('URL_EXISTS', 'This URL is already added to the product.');
        const { type: _type, ...url } = command;
        return [{ type: 'CompetitorUrlAdded', data: { productId, ...url } }];
      }
      case 'AddComparisonProduct': {
        if (state.status === 'archived') throw appError('PRODUCT_ARCHIVED', 'Restore the product before adding URLs.');
        // One page is either an offer of the product or a comparison product, never both.
        if (hasUrl(state, command.url)) throw appError('URL_EXISTS', 'This URL is already added to the product.');
        const { type: _type, ...comparison } = command;
        return [{ type: 'ComparisonProductAdded', data: { productId, ...comparison } }];
      }
      case 'RemoveComparisonProduct':
        if (!state.comparisons.some((c) => c.urlId === command.urlId)) throw appError('COMPARISON_PRODUCT_NOT_FOUND', 'The comparison product was not found.');
        return [{ type: 'ComparisonProductRemoved', data: { productId, urlId: command.urlId } }];
      case 'RemoveCompetitorUrl':
        if (!state.urls.some((u) => u.urlId === command.urlId)) throw appError('URL_NOT_FOUND', 'The requested resource was not found.');
        return [{ type: 'CompetitorUrlRemoved', data: { productId, urlId: command.urlId } }];
    }
  },
};

/** One product per SKU within a company. */
export const skuDecider: Decider<{ productId: string | null }, { type: 'ReserveSku' | 'ReleaseSku'; companyId: string; sku: string; productId: string }, SkuReservationEvent> = {
  initialState: () => ({ productId: null }),
  evolve: (state, event) => (event.type === 'SkuReserved' ? { productId: event.data.productId } : state.productId === event.data.productId ? { productId: null } : state),
  decide: (command, state) => {
    const data = { companyId: command.companyId, sku: command.sku, productId: command.productId };
    if (command.type === 'ReleaseSku') return state.productId === command.productId ? [{ type: 'SkuReleased', data }] : [];
    if (state.productId === command.productId) return [];
    if (state.productId) throw appError('SKU_TAKEN', 'Another product has this SKU already.', { productId: state.productId });
    return [{ type: 'SkuReserved', data }];
  },
};
