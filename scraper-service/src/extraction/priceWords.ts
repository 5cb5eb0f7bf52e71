/**
 * The words around a number that say what it is, in the languages of the shops we read:
 * the former price ("statt", "UVP", "was"), the current one ("jetzt", "now"), a range ("bis",
 * "to"), a unit price, an instalment, shipping, a saving, a quantity, a percentage, a free
 * price, and the dates and years that are no price. Matched on lower-cased text.
 */

const words = (list: string): string => list.trim().split(/\s*\|\s*/).map((w) => w.replace(/\./g, '\\.').replace(/ /g, '\\s*')).join('|');
/** The segment before a number ends with one of the words (letters must not go on before it). */
const endsWith = (list: string) => new RegExp(`(?:^|[^\\p{L}])(?:${words(list)})\\s*[:=]?\\s*$`, 'u');

export const FORMER = endsWith(`
  statt | anstatt | statt bisher | vorher | bisher | früher | ursprünglich | uvp | upe | unverb. preisempf. | unverbindliche preisempfehlung |
  originalpreis | listenpreis | normalpreis | alter preis | streichpreis | regulärer preis | regulär | ehemals |
  was | rrp | msrp | instead of | regular price | regular | reg. | list price | original price | originally | previous price | old price | compare at |
  prix barré | au lieu de | prix conseillé | ancien prix | prix initial | prix de référence | avant | prix public conseillé |
  invece di | prezzo consigliato | prezzo di listino | prezzo pieno | prima | prezzo originale | anziché |
  antes | precio anterior | precio recomendado | pvpr | pvp recomendado | precio original | precio habitual |
  adviesprijs | oude prijs | normale prijs | vanaf prijs |
  zamiast | cena regularna | poprzednia cena | było | cena katalogowa | stara cena | cena przed obniżką |
  původní cena | běžná cena | doporučená cena | dříve | pôvodná cena | bežná cena | predtým | odporúčaná cena |
  eredeti ár | régi ár | korábbi ár | listaár |
  ord. pris | ordinarie pris | tidigare pris | förr | rek. pris | ord.pris |
  før | normalpris | vejl. pris | vejledende pris | tidligere pris | veil. pris | veiledende pris |
  preço anterior | preço original | pvp |
  ennen | norm. | ovh.
`);

/** EU "Omnibus" notes: the lowest price of the last 30 days is a former price, wherever it stands. */
export const LOWEST_BEFORE = new RegExp(
  `(?:${words(`
  niedrigste preis | niedrigster preis | niedrigster gesamtpreis | lowest price | prix le plus bas | prezzo più basso | precio más bajo |
  laagste prijs | najniższa cena | nejnižší cena | najnižšia cena | legalacsonyabb ár | lägsta pris | laveste pris | preço mais baixo | alin hinta
`)})`,
  'u',
);

export const CURRENT = endsWith(`
  nur | jetzt | jetzt nur | für | angebot | angebotspreis | aktionspreis | sonderpreis | ihr preis | unser preis | sale | sale price | deal price | deal |
  now | now only | only | our price | your price | special price | offer price | today | today only | heute |
  seulement | maintenant | prix promo | promo | nouveau prix | votre prix | prix soldé | soldé |
  solo | ora | adesso | a soli | prezzo scontato | offerta | prezzo promo |
  ahora | oferta | precio oferta | por solo | por | precio final |
  voor | nu | nu voor | actieprijs | nu slechts |
  teraz | tylko | cena promocyjna | promocja | nyní | nyní jen | akční cena | jen | akciová cena | len |
  most | most csak | akciós ár | akció | csak |
  kampanjpris | reapris | tilbud | tilbudspris | nå |
  agora | por apenas | apenas | preço promocional | nyt | tarjous | acum | doar
`);

/** Between two numbers: a range ("9,99 – 19,99", "von 10 bis 20", "from 10 to 20"). */
export const RANGE = /^\s*(?:-|–|—|~|to|bis|à|a|al|até|tot|till|til|do|až|-ig|до)\s*$/u;
export const RANGE_START = endsWith('von | from | de | da | od | van | från | fra | desde | ab | à partir de | a partir de | starting at | vanaf | już od | už od | -tól');

const UNITS = 'kg | g | gr | l | ltr | liter | litre | ml | cl | dl | m | m² | m2 | m³ | qm | lfm | stück | stk. | stk | st. | pc | pcs | piece | unit | unité | ud. | ud | szt. | szt | ks | db | each | ea. | 100 g | 100g | 100 ml | 1 kg | 1 l | kilo | kilogramm';
/** A unit price after the number ("9,98 €/kg", "per 100 g", "pro Stück"). */
export const UNIT_AFTER = new RegExp(`^\\s*\\)?\\s*(?:/|per|pro|je|par|za|por|pour|le|al)\\s*(?:${words(UNITS)})(?![\\p{L}])`, 'u');
/** A unit price's label before the number ("Grundpreis:", "1 kg =", "(€ 9,98 / kg)" is caught after). */
export const UNIT_BEFORE = new RegExp(`(?:grundpreis|base price|unit price|prix au kilo|prix unitaire|prezzo al kg|precio por kg|prijs per|cena za|jednotková cena|egységár|jämförpris|kilopris|literpris|preço por|(?:${words(UNITS)})\\s*=)\\s*:?\\s*$`, 'u');

/** An instalment: "4 x 9,99 €", "12x de R$ 10", "9,99 €/Monat", "Finanzierung ab". */
export const INSTALMENT_BEFORE = /(?:\d\s*[x×]\s*(?:de\s*|à\s*|a\s*|von\s*)?|(?:monatlich|monthly|finanzierung|ratenzahlung|raten|rate|instalments?|installments?|payments? of|mensualités|cuotas|(?:\d+\s*)?meses de|termijnen|raty|splátky|részlet|delbetalning|delbetaling|afbetaling|parcelas|klarna|afterpay|affirm)\s*(?:ab|from|de|von|à partir de|od|fra|från)?\s*:?\s*)$/u;
export const INSTALMENT_AFTER = new RegExp(`^\\s*(?:/\\s*)?(?:${words('mtl. | mtl | monatlich | monat | mon. | mo. | mo | month | per month | a month | mois | par mois | mese | al mese | mes | al mes | maand | per maand | mies. | miesięcznie | měs. | měsíčně | mesačne | hó | havonta | mån | månad | md. | måned | mês | por mês | x')})(?![\\p{L}])`, 'u');

/** Shipping costs and deposits, not the price. */
export const SHIPPING_BEFORE = /(?:zzgl\.?|plus|\+|versand|versandkosten|shipping|delivery|lieferung|porto|frais de port|livraison|spedizione|envío|envio|verzendkosten|verzending|wysyłka|dostawa|doprava|poštovné|szállítás|frakt|fragt|forsendelse|frete|pfand|deposit)\s*:?\s*$/u;
export const SHIPPING_AFTER = /^\s*(?:versand|versandkosten|shipping|delivery|lieferung|porto|frais de port|de livraison|livraison|spedizione|di spedizione|envío|de envío|verzendkosten|verzending|wysyłka|dostawa|za dostawę|doprava|poštovné|szállítás|frakt|fragt|forsendelse|frete|pfand|deposit)/u;

/** A saving or discount: "Sie sparen 10 €", "Save £5", "10 € Rabatt". */
export const SAVING_BEFORE = /(?:^|[^\p{L}])(?:sie sparen|du sparst|sparen sie|ersparnis|sparen|spare|save|you save|savings|économisez|économie|vous économisez|risparmi|risparmia|ahorra|ahorras|ahorro|bespaar|je bespaart|oszczędzasz|oszczędność|ušetříte|ušetríte|megtakarítás|spórolj|spar|du sparar|du sparer|economize|poupe|rabatt|discount|korting|sconto|descuento|rabat|sleva|zľava|kedvezmény)\s*:?\s*$/u;
export const SAVING_AFTER = /^\s*(?:off|rabatt|günstiger|sparen|korting|de réduction|di sconto|de descuento|taniej|sleva|levnější|kedvezmény|rabat)(?![\p{L}])/u;

/** A count, size or duration after the number ("2 Stück", "30 Tage", "256 GB", "5 Shops"). */
export const QUANTITY_AFTER = new RegExp(
  `^\\s*(?:${words(`
  x | × | stück | stk. | stk | st. | pcs | pieces | pack | er-pack | er pack | teile | tlg. | items | item | artikel | produkte | products | shops | angebote | offers |
  anbieter | händler | bewertungen | reviews | ratings | sterne | stars | tage | tagen | days | day | jours | giorni | días | dias | dagen | dager | dage | dagar | dni | dní | dnů | napban | nap |
  werktage | werktagen | wochen | weeks | monate | months | jahre | years | jahr | year | kg | g | gb | tb | mb | mah | w | v | mm | cm | m | l | ml | zoll | inch |
  left | verbleibend | übrig | vorrätig | auf lager | in stock | szt. | szt | ks | db | st | variants | varianten | farben | colors | colours | sizes | größen | uhr | h | min |
  points | point | punkte | pkt | ポイント | pt | 倍 | 件 | 个 | 개 | sold | verkauft | verkocht | vendus | venduti | vendidos | vendido | sprzedano | prodáno | eladva | sålda | solgt | terjual | đã bán |
  rb | ribu | jt | juta | k | tsd | mil | mio | ratings | avis | recensioni | opiniones | recensies | opinii | hodnocení | értékelés | omdömen | anmeldelser | avaliações | değerlendirme | đánh giá | ulasan | 評価 | 리뷰 |
  interest-free | payments | zahlungen | paiements | pagamenti | pagos | raten | rate | raty | splátek | részlet
`)})(?![\\p{L}])`,
  'u',
);

/** An article number, not a price ("Artikelnr: 790012", "SKU 12345", "EAN 4006…"). */
export const ID_BEFORE = endsWith(`
  art.-nr. | art.nr. | art. nr. | artikelnr. | artikelnr | artikel-nr. | artikelnummer | bestellnr. | bestellnummer | produktnummer | herstellernummer | sku | ean | gtin | mpn | isbn | upc | asin |
  item no. | item number | product number | model | modell | modelo | réf. | ref. | référence | referencia | riferimento | cod. | codice | kod | kód | cikkszám | termékkód | varenr. | varenummer | artnr. | artikelnr.: | nr. | no.
`);

export const PERCENT_AFTER = /^\s*(?:%|％|prozent|percent|pct|procent|százalék)/u;

/** Free: the price is 0. */
export const FREE = /(?:^|[^\p{L}])(?:gratis|free|kostenlos|kostenfrei|umsonst|gratuit|gratuite|offert|gratuito|gratuita|darmowy|darmowa|darmowe|za darmo|zdarma|zadarmo|ingyenes|ingyen|бесплатно|безкоштовно|ücretsiz|ilmainen|δωρεάν)(?![\p{L}])/u;

const MONTHS = words(`
  januar | january | janvier | januari | janeiro | gennaio | enero | jan. | jan | jänner | februar | february | février | februari | fevereiro | febbraio | febrero | feb. | feb |
  märz | mär. | mär | march | mars | maart | março | marzo | mar. | mar | april | avril | aprile | abril | apr. | apr | mai | may | mei | maio | maggio | mayo | maj | máj | május |
  juni | june | juin | junho | giugno | junio | jun. | jun | juli | july | juillet | julho | luglio | julio | jul. | jul | august | août | augustus | agosto | aug. | aug | augusztus |
  september | septembre | settembre | septiembre | setembro | sept. | sep. | sep | szeptember | oktober | october | octobre | outubro | ottobre | octubre | okt. | okt | oct. | oct | október |
  november | novembre | novembro | noviembre | nov. | nov | dezember | december | décembre | dezembro | dicembre | diciembre | dez. | dez | dec. | dec |
  styczeń | stycznia | luty | lutego | marzec | marca | kwiecień | kwietnia | maja | czerwiec | czerwca | lipiec | lipca | sierpień | sierpnia | wrzesień | września |
  październik | października | listopad | listopada | grudzień | grudnia | leden | ledna | únor | února | březen | března | duben | dubna | květen | května | červen | června |
  červenec | července | srpen | srpna | září | říjen | října | prosinec | prosince | január | február | március | április | június | július | január | tammikuu
`);

/** Dates, times and "Mai 2021": replaced by '#' before numbers are read. */
export const NOT_A_NUMBER: readonly RegExp[] = [
  /(?<![\d.,])\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})(?![\d]|[.,]\d)/giu,
  /(?<![\d.,])\d{4}-\d{2}-\d{2}(?!\d)/gu,
  /(?<![\d.,])\d{1,2}:\d{2}(?::\d{2})?(?![\d-])/gu,
  new RegExp(`(?<![\\p{L}])(?:\\d{1,2}\\.?\\s*)?(?:${MONTHS})\\s*(?:\\d{1,2},?\\s*)?(?:19|20)\\d{2}(?!\\d)`, 'giu'),
  new RegExp(`(?<![\\p{L}\\d])\\d{1,2}\\.?\\s*(?:${MONTHS})(?![\\p{L}])`, 'giu'),
  /(?<!\d)(?:19|20)\d{2}\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?/gu,
];
