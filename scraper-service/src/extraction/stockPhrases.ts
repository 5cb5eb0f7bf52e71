/**
 * Stock phrases of shop pages in German, English, French, Italian, Spanish, Dutch, Polish, Czech,
 * Slovak, Hungarian, Swedish, Danish, Norwegian and Portuguese → schema.org availabilities.
 * Checked in this order, so that negations ("nicht auf Lager", "not in stock", "niedostępny")
 * and "notify me when available" win over the positive words they contain. Phrases are matched
 * on lower-cased text without diacritics ("verfugbar" = "verfügbar"); `\d+` stands for a count.
 */
import type { Availability } from '@pm/contracts';

const PHRASES: readonly (readonly [Availability, string])[] = [
  [
    'Discontinued',
    `nicht mehr (?:lieferbar|verfügbar|erhältlich|im sortiment|bestellbar|im programm) | ausgelaufen | auslaufmodell nicht | nicht mehr im handel |
    no longer (?:available|sold|in stock|carried|stocked) | discontinued | been discontinued |
    (?:n'est )?plus (?:disponible|commercialisé|fabriqué) | fin de série épuisée | n'est plus vendu |
    non più disponibile | fuori produzione | non più in vendita | ya no está disponible | descatalogado | fuera de catálogo |
    niet meer (?:leverbaar|verkrijgbaar|beschikbaar) | uit (?:het )?assortiment | wycofany | wycofany ze sprzedaży | produkt niedostępny na stałe |
    již se neprodává | ukončený prodej | ukončen prodej | vyřazeno z nabídky | už sa nepredáva | ukončený predaj |
    már nem kapható | nem forgalmazzuk | kifutott termék | utgått | har utgått | udgået | utgått fra sortimentet |
    descontinuado | fora de linha | fora de catálogo`,
  ],
  [
    'OutOfStock',
    `nicht (?:auf lager|lieferbar|verfügbar|vorrätig|erhältlich|bestellbar|am lager|an lager) | (?:derzeit|momentan|zurzeit|aktuell|vorübergehend|leider) (?:leider )?(?:nicht|vergriffen) | vorübergehend ausverkauft | kein bestand | keine ware | vergriffen | benachrichtig | bald (?:wieder )?(?:verfügbar|lieferbar|da|erhältlich) | demnächst (?:wieder )?(?:verfügbar|erhältlich) | wieder verfügbar ab |
    out of stock | out-of-stock | currently unavailable | temporarily (?:unavailable|out of stock|sold out) | unavailable | not (?:currently )?(?:available|in stock) | no stock | notify me | email me when | e-mail me when | back soon | coming soon | available soon | back in stock soon |
    rupture de stock | en rupture | hors stock | indisponible | non disponible | pas (?:en stock|disponible) | m'avertir | me prévenir | bientôt disponible | prochainement disponible | victime de son succès | momentanément épuisé | temporairement épuisé |
    non disponibile | non (?:e|è) disponibile | attualmente non disponibile | temporaneamente esaurito | non in magazzino | avvisami | presto disponibile | in arrivo |
    sin stock | sin existencias | no disponible | fuera de stock | no hay (?:stock|existencias) | temporalmente agotado | avísame | próximamente | disponible pronto |
    niet (?:op voorraad|leverbaar|beschikbaar|voorradig) | tijdelijk (?:uitverkocht|niet (?:leverbaar|beschikbaar)) | houd me op de hoogte | binnenkort (?:beschikbaar|leverbaar|weer op voorraad) |
    niedostępny | niedostępna | niedostępne | brak (?:w magazynie|towaru|produktu|na stanie) | chwilowo (?:niedostępny|brak) | powiadom (?:mnie|o dostępności) | wkrótce dostępny | dostępny wkrótce | produkt niedostępny |
    nedostupn | není skladem | neni skladem | momentálně nedostupné | dočasně vyprodáno | hlídat dostupnost | brzy skladem | není k dispozici |
    nie je (?:na sklade|skladom|dostupn) | dočasne vypredané | strážiť dostupnosť | čoskoro skladom |
    nincs (?:raktáron|készleten) | nem elérhető | nem kapható | nem rendelhető | átmenetileg nem | jelenleg nem (?:elérhető|kapható|rendelhető) | elfogyott | értesítést kérek | értesítsen | hamarosan (?:érkezik|elérhető|raktáron) |
    (?:finns )?(?:ej|inte) i lager | slut i lager | tillfälligt slut | slutsåld | ej i lager | kommer snart | ej tillgänglig | inte tillgänglig |
    ikke på lager | ikke tilgængelig | midlertidigt udsolgt | udsolgt | ikke på lager | giv mig besked | kommer snart | ikke tilgjengelig | utsolgt | midlertidig utsolgt |
    esgotado | indisponível | sem (?:stock|estoque) | fora de (?:stock|estoque) | avise-me | em breve | temporariamente (?:esgotado|indisponível) |
    stoc epuizat | indisponibil | nu (?:este|mai este) (?:in|în) stoc | (?:in|în) curând | изчерпан | изчерпана | няма наличност | не е наличен | нет в наличии | нет на складе | закончился | немає в наявності | tükendi | stokta yok | nema na (?:skladištu|zalihi) | rasprodano | ni na zalogi | razprodano |
    在庫切れ | 在庫なし | 品切れ | 売り切れ | 販売終了 | 입고 예정 | 일시 품절 | 품절 | 缺货 | 无货 | 已售罄 | 暂时缺货 | 售完 | สินค้าหมด | หมดชั่วคราว | hết hàng | tạm hết hàng | stok habis | habis | stok kosong | kehabisan stok`,
  ],
  ['SoldOut', `ausverkauft | sold out | soldout | épuisé | esaurito | agotado | uitverkocht | wyprzedany | wyprzedane | vyprodáno | vypredané | kiárusítva | slutsålt | udsolgt`],
  [
    'InStoreOnly',
    `nur (?:im|in der|in unseren?) (?:laden|markt|filiale|geschäft|filialen|märkten) | in[- ]store only | only in store | nur vor ort | uniquement en magasin | solo in negozio | solo en tienda | alleen in de winkel | tylko w sklepie stacjonarnym | pouze na prodejně | csak (?:üzletben|boltban) | endast i butik | kun i butik`,
  ],
  ['OnlineOnly', `nur online | online only | online[- ]exklusiv | uniquement en ligne | solo online | sólo online | alleen online | tylko online | pouze online | csak online | endast online | kun online`],
  [
    'PreOrder',
    `vorbestell | vorbestellung | pre-?order | précommande | pré-commande | preordin | prenota(?:zione|bile|lo) | preventa | pre-?venta | reserva(?:lo|r)? ahora | voorbestel | reserveer | pre-?order | przedsprzedaż | zamów w przedsprzedaży | předobjednávk | předprodej | predobjednávk | predpredaj | előrendel | förbeställ | förhandsbeställ | forudbestil | forhåndsbestill | pré-venda | pré-encomenda | encomende já`,
  ],
  ['PreSale', `vorverkauf | pre-?sale | prévente | presale`],
  [
    'BackOrder',
    `back-?order | nachbestell | wird nachgeliefert | auf bestellung | bestellartikel | (?:lieferbar|verfügbar|erhältlich) ab \\d | available from \\d | ships in \\d+ (?:weeks|months) | lieferbar in \\d+ wochen |
    sur commande | en réapprovisionnement | su ordinazione | bajo pedido | op bestelling | in bestelling | na zamówienie | na objednávku | rendelésre | beställningsvara | bestillingsvare | skaffevare | sob encomenda`,
  ],
  [
    'LimitedAvailability',
    `nur noch (?:\\d+|wenige|ein|eine|einer) | nur \\d+ (?:stück |stk\\.? )?(?:verfügbar|auf lager|vorrätig) | (?:wenige|geringer|niedriger) (?:bestand|stück|artikel) | wenig(?:e)? auf lager | geringer lagerbestand | restbestand | letzte (?:exemplare|stücke|artikel) |
    only \\d+ left | only \\d+ in stock | only (?:a )?few left | low stock | limited (?:stock|availability|quantities) | last (?:items|few|one) | few left | almost gone | selling fast | hurry |
    plus que \\d+ | il (?:ne )?reste (?:que )?\\d+ | stock limité | derniers articles | dernières pièces | quantité limitée |
    solo \\d+ disponibil | ultimi (?:\\d+ )?pezzi | ultimo pezzo | disponibilità limitata | pochi pezzi |
    últimas unidades | última unidad | quedan (?:solo )?\\d+ | solo quedan | stock limitado | pocas unidades |
    nog (?:maar )?\\d+ | laatste (?:stuks|exemplaren) | beperkte voorraad | bijna uitverkocht |
    ostatnie sztuki | ostatnia sztuka | tylko \\d+ szt | zostało \\d+ | ostatnie \\d+ | mała ilość | niski stan |
    poslední kusy | posledn(?:í|ý) kus | posledné kusy | posledný kus | poslední \\d+ ks | zbývá \\d+ | zostáva \\d+ | omezené množství |
    utolsó darab | már csak \\d+ | korlátozott készlet | kevés raktáron | utolsó \\d+ |
    få i lager | endast \\d+ kvar | bara \\d+ kvar | fåtal i lager | få kvar | få på lager | kun \\d+ tilbage | få tilbage | kun \\d+ igjen | få igjen |
    últimas unidades | apenas \\d+ | restam \\d+ | poucas unidades | estoque limitado | stock limitado`,
  ],
  [
    'InStock',
    `auf lager | am lager | an lager | lagernd | lagerware | sofort (?:lieferbar|versandfertig|verfügbar|ab lager) | lieferbar | vorrätig | verfügbar | versandfertig | erhältlich | sofort versandbereit | ab lager |
    in stock | in-stock | instock | available | ready to ship | ships (?:today|within|in|from) | dispatched within | usually dispatched | add to (?:cart|basket|bag) |
    en stock | disponible | expédié sous | livrable | en existencia | disponible para envío | disponibile | in magazzino | pronta consegna | spedito entro |
    op voorraad | leverbaar | direct leverbaar | voorradig | morgen in huis | beschikbaar |
    dostępny | dostępne | dostępna | w magazynie | na stanie | wysyłka w \\d+ | od ręki |
    skladem | na skladě | ihned k odeslání | dostupné | na sklade | skladom | k dispozícii |
    raktáron | készleten | elérhető | azonnal szállítható | kapható |
    i lager | finns i lager | i butik | leveranstid | på lager | tilgængelig | tilgjengelig | leveringstid |
    em stock | em estoque | disponível | pronta entrega |
    (?:in|în) stoc | в наличност | в наличии | є в наявності | stokta | na skladištu | na zalogi |
    在庫あり | 在庫有り | 재고 있음 | 구매 가능 | 有货 | 现货 | มีสินค้า | còn hàng | stok tersedia | tersedia`,
  ],
];

/** Lower case, no diacritics ("Verfügbar" → "verfugbar"); "ł", "ø" and "æ" stay as they are. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');
}

/** Scripts written without spaces between words: their phrases match anywhere, the others only at a word start. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The phrases of a list: split at the "|" outside parentheses. */
function phrases(source: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      list.push(source.slice(start, i));
      start = i + 1;
    }
  }
  list.push(source.slice(start));
  return list.map((p) => p.trim()).filter(Boolean);
}

function compile(source: string): RegExp {
  const list = phrases(foldText(source));
  const spaced = list.filter((p) => !UNSPACED.test(p));
  const unspaced = list.filter((p) => UNSPACED.test(p));
  // One lookbehind for all spaced phrases (one alternation is much faster than one group per phrase).
  return new RegExp(`(?<![\\p{L}])(?:${spaced.join('|')})${unspaced.length > 0 ? `|${unspaced.join('|')}` : ''}`, 'u');
}

export const STOCK_PATTERNS: readonly (readonly [RegExp, Availability])[] = PHRASES.map(([availability, source]) => [compile(source), availability] as const);

/** The availability a text states, or null. */
export function availabilityFromPhrase(text: string): Availability | null {
  const folded = foldText(text.slice(0, 400));
  for (const [pattern, availability] of STOCK_PATTERNS) if (pattern.test(folded)) return availability;
  return null;
}
