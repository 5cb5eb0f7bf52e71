/** Answer shapes of the assortment queries: the contracts' response schemas. */
export { productPageSchema, productSchema, productUrlSchema, urlOfferSchema, urlOffersSchema, type Product, type ProductPage, type ProductUrl, type UrlOffer } from '@pm/contracts';
