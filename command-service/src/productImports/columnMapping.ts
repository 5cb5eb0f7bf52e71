/** Which CSV column fills which product field: suggested from the headers, checked when confirmed. */
import type { ImportField, ImportMapping } from '@pm/contracts';
import { appError } from '@pm/platform';

/** Header names per field, English and German, in the form `normaliseHeader` gives them. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  name: ['name', 'productname', 'produktname', 'artikelname', 'bezeichnung', 'artikelbezeichnung', 'produktbezeichnung', 'title', 'titel', 'product', 'produkt'],
  sku: ['sku', 'artikelnummer', 'artikelnr', 'artnr', 'skunummer', 'itemnumber', 'articlenumber', 'productnumber', 'produktnummer', 'itemno', 'articleno'],
  brand: ['brand', 'brandname', 'marke', 'markenname', 'hersteller', 'manufacturer'],
  gtin: ['gtin', 'ean', 'ean13', 'gtin13', 'gtin14', 'eancode', 'gtinean', 'eangtin', 'barcode', 'upc'],
  mpn: ['mpn', 'herstellerartikelnummer', 'herstellernummer', 'manufacturerpartnumber', 'han'],
  asin: ['asin'],
  pzn: ['pzn', 'pharmazentralnummer'],
  externalId: ['externalid', 'externeid', 'externalreference'],
  variant: ['variant', 'variante'],
  category: ['category', 'kategorie', 'productcategory', 'produktkategorie', 'warengruppe'],
  imageUrl: ['imageurl', 'image', 'bildurl', 'bild', 'bildlink', 'imagelink'],
  offerUrl: ['offerurl', 'angebotsurl', 'producturl', 'produkturl', 'shopurl', 'url', 'link'],
  protectedSku: ['protectedsku', 'geschuetztesku', 'skugeschuetzt', 'geschuetzt'],
  bundleSize: ['bundlesize', 'bundle', 'buendelgroesse', 'gebindegroesse', 'vpe'],
  numberOfPackages: ['numberofpackages', 'packages', 'anzahlpakete', 'pakete', 'packstuecke', 'anzahlpackstuecke'],
  quantityPerPackage: ['quantityperpackage', 'mengejepaket', 'mengeprpaket', 'inhaltjepaket', 'inhaltprpaket'],
  totalQuantity: ['totalquantity', 'quantity', 'gesamtmenge', 'menge', 'inhalt'],
  quantityUnit: ['quantityunit', 'unit', 'mengeneinheit', 'einheit', 'inhaltseinheit'],
  weight: ['weight', 'gewicht'],
  weightUnit: ['weightunit', 'gewichtseinheit'],
  purchasePrice: ['purchaseprice', 'purchasepricenet', 'netpurchaseprice', 'costprice', 'einkaufspreis', 'einkaufspreisnetto', 'ek', 'ekpreis', 'eknetto', 'ekpreisnetto'],
  purchasePriceCurrency: ['purchasepricecurrency', 'purchasecurrency', 'costcurrency', 'einkaufswaehrung', 'ekwaehrung', 'waehrungek'],
  priceLimitsCurrency: ['pricelimitscurrency', 'limitcurrency', 'waehrungpreisgrenzen', 'preisgrenzenwaehrung'],
  targetMargin: ['targetmargin', 'zielmarge', 'marge'],
  minPrice: ['minprice', 'minimumprice', 'mindestpreis', 'minpreis', 'preismin'],
  maxPrice: ['maxprice', 'maximumprice', 'hoechstpreis', 'maximalpreis', 'maxpreis', 'preismax'],
  minMarkup: ['minmarkup', 'minimummarkup', 'mindestaufschlag', 'minaufschlag'],
  maxMarkup: ['maxmarkup', 'maximummarkup', 'hoechstaufschlag', 'maximalaufschlag', 'maxaufschlag'],
  tradeGood: ['tradegood', 'handelsware'],
  dangerousGood: ['dangerousgood', 'hazardous', 'gefahrgut'],
  limitedQuantity: ['limitedquantity', 'lq', 'begrenztemenge'],
  nonConveyableByMeasure: ['nonconveyablebymeasure', 'nichtfoerderfaehignachmass', 'nichtfoerderfaehigmass'],
  nonConveyableByVolume: ['nonconveyablebyvolume', 'nichtfoerderfaehignachvolumen', 'nichtfoerderfaehigvolumen'],
  pallet: ['pallet', 'palette'],
  halfPallet: ['halfpallet', 'halbpalette'],
  salesPrice: ['salesprice', 'salespricegross', 'grosssalesprice', 'price', 'verkaufspreis', 'verkaufspreisbrutto', 'vk', 'vkpreis', 'vkbrutto', 'bruttopreis', 'preis'],
  oldPrice: ['oldprice', 'alterpreis', 'altpreis'],
  strikePrice: ['strikeprice', 'strikethroughprice', 'streichpreis'],
  msrp: ['msrp', 'rrp', 'listprice', 'uvp', 'unverbindlichepreisempfehlung'],
  shippingPrice: ['shippingprice', 'shipping', 'shippingcost', 'shippingcosts', 'versandkosten', 'versandpreis', 'porto'],
  precalculatedShippingCost: ['precalculatedshippingcost', 'vorberechneteversandkosten'],
  vatRate: ['vatrate', 'vat', 'mwst', 'mwstsatz', 'mehrwertsteuer', 'mehrwertsteuersatz', 'ust', 'ustsatz', 'steuersatz', 'taxrate'],
  inStock: ['instock', 'available', 'availability', 'auflager', 'lagernd', 'verfuegbar', 'verfuegbarkeit'],
  deliveryTime: ['deliverytime', 'deliverydate', 'lieferzeit', 'lieferdatum'],
};

const FIELD_BY_NAME = new Map<string, ImportField>(
  (Object.entries(SYNONYMS) as [ImportField, readonly string[]][]).flatMap(([field, names]) => names.map((name) => [name, field] as const)),
);
/** Words a header may carry besides the field's name: "Verkaufspreis in EUR", "MwSt. (%)". */
const NOISE = /(in)?(eur|euro|chf|gbp|usd|pln|prozent|percent)$/;

/** Lower case, umlauts spelt out, only letters and digits: "Einkaufs-Preis (€)" → "einkaufspreis". */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9²³]/g, '');
}

/** The field a header names, or null. */
export function fieldForHeader(header: string): ImportField | null {
  const name = normaliseHeader(header);
  return FIELD_BY_NAME.get(name) ?? FIELD_BY_NAME.get(name.replace(NOISE, '')) ?? null;
}

/** One field per column from its header; a field goes to the first column naming it. */
export function suggestMapping(headers: string[]): ImportMapping {
  const used = new Set<ImportField>();
  return headers.map((header) => {
    const field = fieldForHeader(header);
    if (field === null || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/** A confirmed mapping names each column once, no field twice, and the SKU that identifies products. */
export function checkMapping(mapping: ImportMapping, columns: number): void {
  if (mapping.length !== columns) {
    throw appError('IMPORT_MAPPING_INVALID', `The mapping has ${mapping.length} entries but the file has ${columns} columns.`, { reason: 'COLUMN_COUNT' });
  }
  const seen = new Set<ImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field)) throw appError('IMPORT_MAPPING_INVALID', `The field ${field} is mapped to more than one column.`, { reason: 'DUPLICATE_FIELD', field });
    seen.add(field);
  }
  if (!seen.has('sku')) throw appError('IMPORT_MAPPING_INVALID', 'A column must be mapped to the SKU.', { reason: 'SKU_NOT_MAPPED', field: 'sku' });
}
