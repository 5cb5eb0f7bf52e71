/**
 * Writes the generated part of the extraction corpus: product pages in the markup styles of real
 * shop systems (pages/gen-*.html) and price strings (price-strings.json), with their expected
 * values in expected.json. Run after changing it: `npx node scraper-service/src/extraction/corpus/generate.ts`.
 * Deterministic (seeded), so the committed files equal its output. Hand-written pages (pages/hand-*.html)
 * keep their entries in hand-expected.json; both lists are read by corpus.ts.
 * Variation is combinatorial — shop template × locale × stock state × structured data × noise — so
 * that a rule which works on one page and not on its siblings shows up in the scores.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('./', import.meta.url));

let seed = 16;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

interface Money {
  iso: string;
  decimals: number;
  /** Formats integer minor units as the locale writes them. */
  format: (minor: bigint, style?: number) => string;
}

function group(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
function parts(minor: bigint, decimals: number): [string, string] {
  const s = minor.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? [s, ''] : [s.slice(0, -decimals), s.slice(-decimals)];
}
const NBSP = '\u00a0';
function money(iso: string, decimals: number, styles: readonly ((int: string, frac: string) => string)[], grouping: string, dec: string): Money {
  return {
    iso,
    decimals,
    format: (minor, style = 0) => {
      const [i, f] = parts(minor, decimals);
      const fn = styles[style % styles.length] as (int: string, frac: string) => string;
      return fn(group(i, grouping), f ? `${dec}${f}` : '');
    },
  };
}

interface Locale {
  key: string;
  lang: string;
  host: string;
  money: Money;
  /** Typical price magnitude in major units. */
  scale: number;
  w: {
    cart: string;
    out: string;
    preorder: string;
    inStock: string;
    shipping: string;
    instalment: (amount: string) => string;
    coupon: (amount: string) => string;
    also: string;
    was: string;
    unit: (amount: string) => string;
    cookie: string;
    tax: string;
  };
}

const L = (l: Locale) => l;
const LOCALES: readonly Locale[] = [
  L({ key: 'de', lang: 'de-DE', host: 'shop-{n}.de', money: money('EUR', 2, [(i, f) => `${i}${f}${NBSP}€`, (i, f) => `${i}${f} EUR`, (i, f) => `€ ${i}${f}`], '.', ','), scale: 1,
    w: { cart: 'In den Warenkorb', out: 'Derzeit nicht verfügbar', preorder: 'Jetzt vorbestellen', inStock: 'Sofort lieferbar', shipping: 'zzgl. Versand 4,95 €', instalment: (a) => `oder 4 x ${a} mit Ratenkauf`, coupon: (a) => `Mit Gutschein SPAR10 nur ${a}`, also: 'Kunden kauften auch', was: 'statt', unit: (a) => `Grundpreis: ${a} / 1 kg`, cookie: 'Wir verwenden Cookies, um Ihnen das beste Einkaufserlebnis zu bieten.', tax: 'inkl. MwSt.' } }),
  L({ key: 'at', lang: 'de-AT', host: 'geschaeft-{n}.at', money: money('EUR', 2, [(i, f) => `€ ${i}${f}`, (i, f) => `${i}${f} €`], '.', ','), scale: 1,
    w: { cart: 'In den Warenkorb legen', out: 'Leider ausverkauft', preorder: 'Vorbestellen', inStock: 'Auf Lager', shipping: 'Versand ab 5,90 €', instalment: (a) => `ab ${a} / Monat finanzieren`, coupon: (a) => `Gutschein: -${a}`, also: 'Das könnte Ihnen auch gefallen', was: 'UVP', unit: (a) => `${a} / 100 g`, cookie: 'Diese Website verwendet Cookies.', tax: 'inkl. USt.' } }),
  L({ key: 'en-gb', lang: 'en-GB', host: 'store-{n}.co.uk', money: money('GBP', 2, [(i, f) => `£${i}${f}`], ',', '.'), scale: 0.9,
    w: { cart: 'Add to basket', out: 'Currently unavailable', preorder: 'Pre-order now', inStock: 'In stock', shipping: 'Delivery £3.99', instalment: (a) => `or 3 interest-free payments of ${a}`, coupon: (a) => `Save ${a} with code WELCOME`, also: 'Customers also bought', was: 'Was', unit: (a) => `${a} per 100ml`, cookie: 'We use cookies to improve your experience.', tax: 'incl. VAT' } }),
  L({ key: 'en-us', lang: 'en-US', host: 'www.outfitters-{n}.com', money: money('USD', 2, [(i, f) => `$${i}${f}`, (i, f) => `$ ${i}${f}`, (i, f) => `US$${i}${f}`], ',', '.'), scale: 1.1,
    w: { cart: 'Add to Cart', out: 'Out of stock', preorder: 'Pre-order', inStock: 'In Stock', shipping: 'Shipping: $5.99', instalment: (a) => `or 4 interest-free payments of ${a} with Afterpay`, coupon: (a) => `Clip coupon: save ${a}`, also: 'Frequently bought together', was: 'List Price:', unit: (a) => `(${a} / Ounce)`, cookie: 'This site uses cookies.', tax: '' } }),
  L({ key: 'en-ca', lang: 'en-CA', host: 'shop-{n}.ca', money: money('CAD', 2, [(i, f) => `$${i}${f}`, (i, f) => `$${i}${f} CAD`], ',', '.'), scale: 1.5,
    w: { cart: 'Add to cart', out: 'Sold out', preorder: 'Pre-order', inStock: 'In stock', shipping: 'Free shipping over $75', instalment: (a) => `or 4 payments of ${a}`, coupon: (a) => `Save ${a} today`, also: 'You may also like', was: 'Reg.', unit: (a) => `${a}/100 g`, cookie: 'We use cookies.', tax: '' } }),
  L({ key: 'en-au', lang: 'en-AU', host: 'store-{n}.com.au', money: money('AUD', 2, [(i, f) => `$${i}${f}`, (i, f) => `AU$${i}${f}`], ',', '.'), scale: 1.6,
    w: { cart: 'Add to cart', out: 'Out of stock', preorder: 'Pre-order now', inStock: 'In stock', shipping: 'Shipping $9.95', instalment: (a) => `or 4 payments of ${a} with Afterpay`, coupon: (a) => `Extra ${a} off`, also: 'Customers also viewed', was: 'Was', unit: (a) => `${a} per kg`, cookie: 'We use cookies.', tax: 'incl. GST' } }),
  L({ key: 'fr', lang: 'fr-FR', host: 'boutique-{n}.fr', money: money('EUR', 2, [(i, f) => `${i}${f}${NBSP}€`, (i, f) => `${i}€${f.slice(1)}`], NBSP, ','), scale: 1,
    w: { cart: 'Ajouter au panier', out: 'Actuellement indisponible', preorder: 'Précommander', inStock: 'En stock', shipping: 'Livraison : 4,99 €', instalment: (a) => `ou 3 x ${a} sans frais`, coupon: (a) => `Code promo : -${a}`, also: 'Les clients ont aussi acheté', was: 'Prix de référence', unit: (a) => `soit ${a} / kg`, cookie: 'Ce site utilise des cookies.', tax: 'TTC' } }),
  L({ key: 'it', lang: 'it-IT', host: 'negozio-{n}.it', money: money('EUR', 2, [(i, f) => `${i}${f} €`, (i, f) => `€ ${i}${f}`], '.', ','), scale: 1,
    w: { cart: 'Aggiungi al carrello', out: 'Non disponibile', preorder: 'Prenota ora', inStock: 'Disponibile', shipping: 'Spedizione 5,90 €', instalment: (a) => `oppure 3 rate da ${a}`, coupon: (a) => `Coupon: -${a}`, also: 'Chi ha acquistato questo ha acquistato anche', was: 'Prezzo consigliato', unit: (a) => `${a} / kg`, cookie: 'Questo sito utilizza cookie.', tax: 'IVA inclusa' } }),
  L({ key: 'es', lang: 'es-ES', host: 'tienda-{n}.es', money: money('EUR', 2, [(i, f) => `${i}${f} €`, (i, f) => `${i}${f}€`], '.', ','), scale: 1,
    w: { cart: 'Añadir al carrito', out: 'Agotado', preorder: 'Reservar ahora', inStock: 'En stock', shipping: 'Envío 3,99 €', instalment: (a) => `o paga en 3 plazos de ${a}`, coupon: (a) => `Cupón de ${a}`, also: 'Los clientes también compraron', was: 'Antes', unit: (a) => `${a}/kg`, cookie: 'Utilizamos cookies propias y de terceros.', tax: 'IVA incluido' } }),
  L({ key: 'nl', lang: 'nl-NL', host: 'winkel-{n}.nl', money: money('EUR', 2, [(i, f) => `€ ${i}${f}`, (i, f) => `€${i}${f}`], '.', ','), scale: 1,
    w: { cart: 'In winkelwagen', out: 'Tijdelijk uitverkocht', preorder: 'Nu reserveren', inStock: 'Op voorraad', shipping: 'Verzendkosten € 4,95', instalment: (a) => `of betaal in 3 termijnen van ${a}`, coupon: (a) => `Kortingscode: ${a} korting`, also: 'Anderen kochten ook', was: 'Adviesprijs', unit: (a) => `${a} per liter`, cookie: 'Wij gebruiken cookies.', tax: 'incl. btw' } }),
  L({ key: 'pl', lang: 'pl-PL', host: 'sklep-{n}.pl', money: money('PLN', 2, [(i, f) => `${i}${f} zł`, (i, f) => `${i}${f} PLN`], NBSP, ','), scale: 4.3,
    w: { cart: 'Dodaj do koszyka', out: 'Produkt niedostępny', preorder: 'Zamów w przedsprzedaży', inStock: 'Dostępny', shipping: 'Dostawa od 9,99 zł', instalment: (a) => `lub 10 rat x ${a}`, coupon: (a) => `Kod rabatowy: -${a}`, also: 'Inni klienci kupili również', was: 'Cena regularna', unit: (a) => `${a} / kg`, cookie: 'Używamy plików cookie.', tax: 'brutto' } }),
  L({ key: 'cs', lang: 'cs-CZ', host: 'obchod-{n}.cz', money: money('CZK', 0, [(i) => `${i}${NBSP}Kč`, (i) => `${i},- Kč`], NBSP, ','), scale: 25,
    w: { cart: 'Do košíku', out: 'Momentálně nedostupné', preorder: 'Předobjednávka', inStock: 'Skladem', shipping: 'Doprava od 79 Kč', instalment: (a) => `nebo 5 splátek po ${a}`, coupon: (a) => `Sleva ${a} s kódem`, also: 'Zákazníci také koupili', was: 'Původní cena', unit: (a) => `${a} / kg`, cookie: 'Tento web používá cookies.', tax: 's DPH' } }),
  L({ key: 'sk', lang: 'sk-SK', host: 'obchod-{n}.sk', money: money('EUR', 2, [(i, f) => `${i}${f} €`], NBSP, ','), scale: 1,
    w: { cart: 'Do košíka', out: 'Nie je na sklade', preorder: 'Predobjednávka', inStock: 'Na sklade', shipping: 'Doprava od 2,99 €', instalment: (a) => `alebo 3 splátky po ${a}`, coupon: (a) => `Zľava ${a}`, also: 'Zákazníci tiež kúpili', was: 'Pôvodná cena', unit: (a) => `${a} / kg`, cookie: 'Používame cookies.', tax: 's DPH' } }),
  L({ key: 'hu', lang: 'hu-HU', host: 'bolt-{n}.hu', money: money('HUF', 0, [(i) => `${i} Ft`, (i) => `${i},- Ft`], ' ', ','), scale: 390,
    w: { cart: 'Kosárba', out: 'Jelenleg nem elérhető', preorder: 'Előrendelés', inStock: 'Raktáron', shipping: 'Szállítás 1 490 Ft', instalment: (a) => `vagy havi ${a} részletre`, coupon: (a) => `Kuponnal -${a}`, also: 'A vásárlók ezt is megvették', was: 'Eredeti ár', unit: (a) => `${a} / kg`, cookie: 'Weboldalunk sütiket használ.', tax: 'bruttó' } }),
  L({ key: 'sv', lang: 'sv-SE', host: 'butik-{n}.se', money: money('SEK', 0, [(i) => `${i} kr`, (i) => `${i}:-`], ' ', ','), scale: 11,
    w: { cart: 'Lägg i varukorgen', out: 'Tillfälligt slut', preorder: 'Förhandsbeställ', inStock: 'I lager', shipping: 'Frakt 49 kr', instalment: (a) => `eller ${a}/mån med Klarna`, coupon: (a) => `Rabattkod: ${a} rabatt`, also: 'Andra köpte också', was: 'Ord. pris', unit: (a) => `Jfr-pris ${a}/kg`, cookie: 'Vi använder cookies.', tax: 'inkl. moms' } }),
  L({ key: 'da', lang: 'da-DK', host: 'butik-{n}.dk', money: money('DKK', 2, [(i, f) => `${i}${f} kr.`, (i, f) => `kr. ${i}${f}`], '.', ','), scale: 7.5,
    w: { cart: 'Læg i kurv', out: 'Midlertidigt udsolgt', preorder: 'Forudbestil', inStock: 'På lager', shipping: 'Fragt 39,00 kr.', instalment: (a) => `eller ${a}/md.`, coupon: (a) => `Spar ${a} med rabatkode`, also: 'Andre kunder købte også', was: 'Før', unit: (a) => `${a} pr. kg`, cookie: 'Vi bruger cookies.', tax: 'inkl. moms' } }),
  L({ key: 'pt', lang: 'pt-PT', host: 'loja-{n}.pt', money: money('EUR', 2, [(i, f) => `${i}${f} €`, (i, f) => `€${i}${f}`], NBSP, ','), scale: 1,
    w: { cart: 'Adicionar ao carrinho', out: 'Esgotado', preorder: 'Pré-venda', inStock: 'Em stock', shipping: 'Portes 3,90 €', instalment: (a) => `ou 3x ${a} sem juros`, coupon: (a) => `Cupão -${a}`, also: 'Quem comprou também comprou', was: 'PVP', unit: (a) => `${a}/kg`, cookie: 'Utilizamos cookies.', tax: 'IVA incluído' } }),
  L({ key: 'br', lang: 'pt-BR', host: 'loja-{n}.com.br', money: money('BRL', 2, [(i, f) => `R$ ${i}${f}`, (i, f) => `R$${i}${f}`], '.', ','), scale: 5.5,
    w: { cart: 'Comprar', out: 'Produto indisponível', preorder: 'Pré-venda', inStock: 'Em estoque', shipping: 'Frete R$ 19,90', instalment: (a) => `ou 10x de ${a} sem juros`, coupon: (a) => `Cupom: ${a} de desconto`, also: 'Quem viu, comprou também', was: 'De', unit: (a) => `${a}/kg`, cookie: 'Usamos cookies.', tax: '' } }),
  L({ key: 'ro', lang: 'ro-RO', host: 'magazin-{n}.ro', money: money('RON', 2, [(i, f) => `${i}${f} lei`, (i, f) => `${i}${f} Lei`], '.', ','), scale: 5,
    w: { cart: 'Adaugă în coș', out: 'Stoc epuizat', preorder: 'Precomandă', inStock: 'În stoc', shipping: 'Livrare 19,99 lei', instalment: (a) => `sau 6 rate x ${a}`, coupon: (a) => `Voucher -${a}`, also: 'Clienții au mai cumpărat', was: 'PRP', unit: (a) => `${a}/kg`, cookie: 'Folosim cookie-uri.', tax: 'TVA inclus' } }),
  L({ key: 'bg', lang: 'bg-BG', host: 'magazin-{n}.bg', money: money('BGN', 2, [(i, f) => `${i}${f} лв.`], ' ', ','), scale: 2,
    w: { cart: 'Добави в количката', out: 'Изчерпан', preorder: 'Предварителна поръчка', inStock: 'В наличност', shipping: 'Доставка 5,99 лв.', instalment: (a) => `или 12 вноски по ${a}`, coupon: (a) => `Отстъпка ${a}`, also: 'Клиентите купиха също', was: 'Стара цена', unit: (a) => `${a}/кг`, cookie: 'Използваме бисквитки.', tax: 'с ДДС' } }),
  L({ key: 'ja', lang: 'ja', host: 'shop-{n}.jp', money: money('JPY', 0, [(i) => `¥${i}`, (i) => `${i}円`, (i) => `￥${i}`], ',', '.'), scale: 160,
    w: { cart: 'カートに入れる', out: '在庫切れ', preorder: '予約する', inStock: '在庫あり', shipping: '送料 ¥550', instalment: (a) => `分割払い 月々${a}から`, coupon: (a) => `クーポンで${a}OFF`, also: 'この商品を買った人はこんな商品も買っています', was: '通常価格', unit: (a) => `(${a}/100g)`, cookie: '当サイトはクッキーを使用しています。', tax: '(税込)' } }),
  L({ key: 'ko', lang: 'ko-KR', host: 'shop-{n}.co.kr', money: money('KRW', 0, [(i) => `${i}원`, (i) => `₩${i}`], ',', '.'), scale: 1450,
    w: { cart: '장바구니 담기', out: '품절', preorder: '예약 구매', inStock: '재고 있음', shipping: '배송비 3,000원', instalment: (a) => `월 ${a} 무이자 할부`, coupon: (a) => `쿠폰 ${a} 할인`, also: '함께 구매한 상품', was: '정가', unit: (a) => `(100g당 ${a})`, cookie: '쿠키를 사용합니다.', tax: '' } }),
  L({ key: 'th', lang: 'th-TH', host: 'shop-{n}.co.th', money: money('THB', 2, [(i, f) => `฿${i}${f}`, (i, f) => `${i}${f} บาท`], ',', '.'), scale: 38,
    w: { cart: 'เพิ่มไปยังรถเข็น', out: 'สินค้าหมด', preorder: 'สั่งจองล่วงหน้า', inStock: 'มีสินค้า', shipping: 'ค่าส่ง ฿40', instalment: (a) => `ผ่อน 0% ${a}/เดือน`, coupon: (a) => `คูปองลด ${a}`, also: 'สินค้าที่คล้ายกัน', was: 'ราคาปกติ', unit: (a) => `${a}/กก.`, cookie: 'เว็บไซต์นี้ใช้คุกกี้', tax: '' } }),
  L({ key: 'vi', lang: 'vi-VN', host: 'shop-{n}.vn', money: money('VND', 0, [(i) => `${i}₫`, (i) => `${i} đ`], '.', ','), scale: 27000,
    w: { cart: 'Thêm vào giỏ hàng', out: 'Hết hàng', preorder: 'Đặt trước', inStock: 'Còn hàng', shipping: 'Phí vận chuyển 30.000₫', instalment: (a) => `Trả góp 0% chỉ ${a}/tháng`, coupon: (a) => `Mã giảm ${a}`, also: 'Sản phẩm tương tự', was: 'Giá gốc', unit: (a) => `${a}/kg`, cookie: 'Trang web sử dụng cookie.', tax: '' } }),
  L({ key: 'id', lang: 'id-ID', host: 'toko-{n}.co.id', money: money('IDR', 0, [(i) => `Rp${i}`, (i) => `Rp ${i}`], '.', ','), scale: 17000,
    w: { cart: '+ Keranjang', out: 'Stok habis', preorder: 'Pre-order', inStock: 'Stok tersedia', shipping: 'Ongkir Rp15.000', instalment: (a) => `Cicilan 0% ${a}/bln`, coupon: (a) => `Voucher ${a}`, also: 'Produk serupa', was: 'Harga normal', unit: (a) => `${a}/kg`, cookie: 'Situs ini menggunakan cookie.', tax: '' } }),
  L({ key: 'my', lang: 'en-MY', host: 'shop-{n}.com.my', money: money('MYR', 2, [(i, f) => `RM${i}${f}`, (i, f) => `RM ${i}${f}`], ',', '.'), scale: 4.8,
    w: { cart: 'Add to Cart', out: 'Sold Out', preorder: 'Pre-order', inStock: 'In stock', shipping: 'Shipping RM8.00', instalment: (a) => `or 3 payments of ${a} with Atome`, coupon: (a) => `Voucher ${a} off`, also: 'You may also like', was: 'RRP', unit: (a) => `${a}/kg`, cookie: 'We use cookies.', tax: '' } }),
  L({ key: 'in', lang: 'en-IN', host: 'store-{n}.in', money: money('INR', 0, [(i) => `₹${i}`, (i) => `Rs. ${i}`], ',', '.'), scale: 90,
    w: { cart: 'Add to Cart', out: 'Currently unavailable', preorder: 'Pre-order', inStock: 'In stock', shipping: 'Delivery ₹40', instalment: (a) => `EMI from ${a}/month`, coupon: (a) => `Apply coupon: save ${a}`, also: 'Customers who bought this also bought', was: 'M.R.P.:', unit: (a) => `(${a} / 100 g)`, cookie: 'We use cookies.', tax: 'Inclusive of all taxes' } }),
  L({ key: 'ch', lang: 'de-CH', host: 'laden-{n}.ch', money: money('CHF', 2, [(i, f) => `CHF ${i}${f}`, (i, f) => `Fr. ${i}${f}`], "'", '.'), scale: 1,
    w: { cart: 'In den Warenkorb', out: 'Nicht an Lager', preorder: 'Vorbestellen', inStock: 'An Lager', shipping: 'Versand CHF 8.90', instalment: (a) => `oder ${a} pro Monat`, coupon: (a) => `Gutschein CHF ${a}`, also: 'Wird oft zusammen gekauft', was: 'statt', unit: (a) => `${a} / 100 g`, cookie: 'Wir verwenden Cookies.', tax: 'inkl. MWST' } }),
];

const PRODUCTS = [
  { name: 'Akku-Staubsauger V12 Detect Slim', brand: 'Dyson', eur: 499 },
  { name: 'Kaffeevollautomat EQ.6 plus s300', brand: 'Siemens', eur: 749 },
  { name: 'Laufschuh Pegasus 41', brand: 'Nike', eur: 129.95 },
  { name: 'Kopfhörer WH-1000XM5', brand: 'Sony', eur: 329 },
  { name: 'Smartwatch Forerunner 265', brand: 'Garmin', eur: 399.99 },
  { name: 'Espressokanne Venus 6 Tassen', brand: 'Bialetti', eur: 34.9 },
  { name: 'Bohrhammer GBH 2-26 F', brand: 'Bosch', eur: 189 },
  { name: 'Rucksack Futura 28', brand: 'Deuter', eur: 139.95 },
  { name: 'LEGO Technic Ferrari Daytona SP3', brand: 'LEGO', eur: 369.99 },
  { name: 'Mixer Artisan 4,8 l', brand: 'KitchenAid', eur: 549 },
  { name: 'Bratpfanne Profi 28 cm', brand: 'WMF', eur: 59.99 },
  { name: 'E-Book-Reader Kindle Paperwhite', brand: 'Amazon', eur: 169.99 },
  { name: 'Zahnbürste iO Series 7', brand: 'Oral-B', eur: 149 },
  { name: 'Gaming-Maus G502 X', brand: 'Logitech', eur: 79.9 },
  { name: 'Olivenöl nativ extra 1 l', brand: 'Monini', eur: 12.49 },
  { name: 'Thermoskanne 0,75 l', brand: 'Stanley', eur: 39 },
];

type Stock = 'in' | 'out-words' | 'out-disabled' | 'preorder' | 'limited';
type Structured = 'jsonld' | 'microdata' | 'none' | 'jsonld-stale' | 'meta';

interface Spec {
  id: string;
  template: Template;
  loc: Locale;
  product: (typeof PRODUCTS)[number];
  price: bigint;
  regular: bigint | null;
  stock: Stock;
  structured: Structured;
  url: string;
  style: number;
  noise: { cookie: boolean; recommendationsFirst: boolean; instalment: boolean; coupon: boolean; unit: boolean; script: boolean; otherCurrency: boolean };
}

/** A price in minor units near the product's price in this locale. */
function localPrice(eur: number, loc: Locale): bigint {
  const major = eur * loc.scale;
  const d = loc.money.decimals;
  if (d === 0) {
    const step = major > 100_000 ? 1000 : major > 5000 ? 10 : 1;
    const rounded = Math.max(step, Math.round(major / step) * step - (step === 1 ? 0 : step / 10 > 1 ? step / 10 : 0));
    return BigInt(Math.round(rounded));
  }
  const cents = Math.round(major * 100);
  return BigInt(Math.floor(cents / 100) * 100 + pick([99, 90, 95, 0, 49]));
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const fmt = (s: Spec, minor: bigint, style = s.style) => s.loc.money.format(minor, style);
const decimal = (s: Spec, minor: bigint) => {
  const [i, f] = parts(minor, s.loc.money.decimals);
  return f ? `${i}.${f}` : i;
};
const schemaAvailability = (stock: Stock, stale: boolean) =>
  stale ? 'https://schema.org/InStock' : { in: 'https://schema.org/InStock', 'out-words': 'https://schema.org/OutOfStock', 'out-disabled': 'https://schema.org/OutOfStock', preorder: 'https://schema.org/PreOrder', limited: 'https://schema.org/LimitedAvailability' }[stock];

function jsonLd(s: Spec): string {
  if (s.structured !== 'jsonld' && s.structured !== 'jsonld-stale') return '';
  // A stale block: the shop's cache still carries the regular price (or yesterday's) and "in stock".
  const stale = s.structured === 'jsonld-stale';
  const price = stale ? (s.regular ?? s.price + s.price / 5n) : s.price;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: s.product.name,
    brand: { '@type': 'Brand', name: s.product.brand },
    sku: `SKU-${s.id}`,
    image: `https://${host(s)}/media/${s.id}.jpg`,
    offers: { '@type': 'Offer', price: decimal(s, price), priceCurrency: s.loc.money.iso, availability: schemaAvailability(s.stock, stale), url: s.url },
  };
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}
const host = (s: Spec) => new URL(s.url).hostname;

function metaTags(s: Spec): string {
  if (s.structured !== 'meta') return `<meta property="og:title" content="${esc(s.product.name)}"><meta property="og:type" content="website">`;
  return `<meta property="og:type" content="product"><meta property="og:title" content="${esc(s.product.name)}"><meta property="product:price:amount" content="${decimal(s, s.price)}"><meta property="product:price:currency" content="${s.loc.money.iso}">`;
}

/** Inline scripts that carry price-like numbers (tracking, config), as real pages do. */
function noiseScript(s: Spec): string {
  if (!s.noise.script) return '';
  return `<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"view_item",ecommerce:{value:${Number(decimal(s, s.price)) + 3},currency:"${s.loc.money.iso}",items:[{item_id:"${s.id}",price:${decimal(s, s.price + s.price / 10n)}}]}});var freeShippingFrom=${s.loc.money.decimals ? '49.00' : '1500'};var cfg={"version":"3.12.4","year":2025,"tax":19};</script>`;
}

function cookieBanner(s: Spec): string {
  return s.noise.cookie ? `<div id="cookie-banner" class="cookie-consent" role="dialog"><p>${s.loc.w.cookie}</p><button class="btn accept">OK</button></div>` : '';
}

function recommendations(s: Spec, cls = 'related-products'): string {
  const tiles = [0.4, 0.65, 1.3, 0.8].map((f, i) => {
    const p = (s.price * BigInt(Math.round(f * 100))) / 100n;
    const shown = s.loc.money.decimals ? (p / 100n) * 100n + 99n : p;
    return `<li class="product-item"><a href="/p/reco-${i}" class="product-item-link">${esc(PRODUCTS[(i + 3) % PRODUCTS.length]!.name)}</a><span class="price">${fmt(s, shown)}</span><button class="btn add-to-cart">${s.loc.w.cart}</button></li>`;
  });
  return `<section class="${cls}"><h2>${s.loc.w.also}</h2><ul class="products">${tiles.join('')}</ul></section>`;
}

function extras(s: Spec): string {
  const out: string[] = [];
  const inst = s.loc.money.decimals ? (s.price / 400n) * 100n + 99n : s.price / 4n;
  if (s.noise.instalment) out.push(`<div class="installments">${s.loc.w.instalment(fmt(s, inst))}</div>`);
  if (s.noise.unit) out.push(`<div class="unit-price base-price">${s.loc.w.unit(fmt(s, s.price / 7n))}</div>`);
  if (s.noise.coupon) out.push(`<div class="coupon-hint">${s.loc.w.coupon(fmt(s, s.price / 10n))}</div>`);
  out.push(`<div class="shipping-info">${s.loc.w.shipping}</div>`);
  return out.join('\n');
}

function buyButton(s: Spec, cls: string): string {
  if (s.stock === 'out-disabled') return `<button type="submit" class="${cls} disabled" disabled>${s.loc.w.cart}</button>`;
  if (s.stock === 'out-words') return '';
  if (s.stock === 'preorder') return `<button type="submit" class="${cls}">${s.loc.w.preorder}</button>`;
  return `<button type="submit" class="${cls}">${s.loc.w.cart}</button>`;
}
function stockText(s: Spec, cls: string): string {
  if (s.stock === 'out-words') return `<p class="${cls} out-of-stock">${s.loc.w.out}</p>`;
  if (s.stock === 'out-disabled') return '';
  if (s.stock === 'preorder') return '';
  if (s.stock === 'limited') return `<p class="${cls}">${s.loc.w.inStock}</p>`;
  return `<p class="${cls}">${s.loc.w.inStock}</p>`;
}
const otherCurrency = (s: Spec) => (s.noise.otherCurrency ? `<div class="currency-switch"><select name="currency"><option>EUR €</option><option>USD $</option><option>GBP £</option></select></div>` : '');

function page(s: Spec, head: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${s.loc.lang}">
<head>
<meta charset="utf-8">
<title>${esc(s.product.name)} | ${esc(host(s))}</title>
<link rel="canonical" href="${s.url}">
${metaTags(s)}
${head}
${jsonLd(s)}
${noiseScript(s)}
</head>
<body>
${cookieBanner(s)}
${body}
</body>
</html>
`;
}

type Template = (s: Spec) => string;

const nav = (s: Spec) =>
  `<header class="site-header"><a class="logo" href="/">${esc(host(s))}</a>${otherCurrency(s)}<nav class="main-nav"><ul>${['Home', 'Sale', 'Marken', 'Neu', 'Outlet'].map((c) => `<li><a href="/c/${c.toLowerCase()}">${c}</a></li>`).join('')}</ul></nav><a class="cart-link" href="/cart">${s.loc.w.cart.split(' ')[0]} <span class="cart-total">${fmt(s, 0n)}</span></a></header>`;

const microPrice = (s: Spec, inner: string) =>
  s.structured === 'microdata' ? `<span itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="${s.loc.money.iso}"><span itemprop="price" content="${decimal(s, s.price)}">${inner}</span><link itemprop="availability" href="${schemaAvailability(s.stock, false)}"></span>` : inner;
const microScope = (s: Spec) => (s.structured === 'microdata' ? ' itemscope itemtype="https://schema.org/Product"' : '');
const microName = (s: Spec) => (s.structured === 'microdata' ? ' itemprop="name"' : '');

const shopify: Template = (s) =>
  page(s, `<link rel="stylesheet" href="//cdn.shopify.com/s/files/1/theme.css"><script>var Shopify = Shopify || {}; Shopify.currency = {"active":"${s.loc.money.iso}","rate":"1.0"};</script>`,
    `${nav(s)}
<main id="MainContent" class="content-for-layout">
<section class="shopify-section section-main-product"><div class="product product--large grid"${microScope(s)}>
  <div class="product__media-wrapper"><img src="//cdn.shopify.com/s/files/1/products/${s.id}.jpg" alt="${esc(s.product.name)}"></div>
  <div class="product__info-wrapper">
    <p class="product__text caption-with-letter-spacing">${esc(s.product.brand)}</p>
    <h1 class="product__title"${microName(s)}>${esc(s.product.name)}</h1>
    <div class="price${s.regular ? ' price--on-sale' : ''}"><div class="price__container">
      <div class="price__sale"><span class="visually-hidden">Sale price</span><span class="price-item price-item--sale price-item--last">${microPrice(s, fmt(s, s.price))}</span>
      ${s.regular ? `<span class="visually-hidden">Regular price</span><s class="price-item price-item--regular">${fmt(s, s.regular)}</s>` : ''}</div>
    </div></div>
    ${extras(s)}
    ${stockText(s, 'product__inventory')}
    <form method="post" action="/cart/add" class="product-form"><input type="hidden" name="id" value="4211">${buyButton(s, 'product-form__submit button button--full-width')}</form>
  </div></div></section>
${recommendations(s, 'shopify-section product-recommendations')}
</main><footer class="footer">© ${host(s)}</footer>`);

const woocommerce: Template = (s) =>
  page(s, `<link rel="stylesheet" href="/wp-content/plugins/woocommerce/assets/css/woocommerce.css">`,
    `${nav(s)}
<div id="primary" class="content-area"><main id="main" class="site-main">
<div id="product-${s.id}" class="product type-product status-publish ${s.stock.startsWith('out') ? 'outofstock' : 'instock'}"${microScope(s)}>
  <div class="woocommerce-product-gallery"><img src="/wp-content/uploads/2025/05/${s.id}-600x600.jpg" class="wp-post-image" alt=""></div>
  <div class="summary entry-summary">
    <h1 class="product_title entry-title"${microName(s)}>${esc(s.product.name)}</h1>
    <p class="price">${s.regular ? `<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>${fmt(s, s.regular)}</bdi></span></del> <ins>` : ''}<span class="woocommerce-Price-amount amount"><bdi>${microPrice(s, fmt(s, s.price))}</bdi></span>${s.regular ? '</ins>' : ''}</p>
    <div class="woocommerce-product-details__short-description"><p>${esc(s.product.brand)} — ${esc(s.product.name)}. ${s.loc.w.tax}</p></div>
    ${extras(s)}
    ${stockText(s, 'stock in-stock')}
    <form class="cart" method="post">${s.stock === 'out-words' ? '' : '<div class="quantity"><input type="number" class="qty" value="1"></div>'}${buyButton(s, 'single_add_to_cart_button button alt')}</form>
  </div>
  ${recommendations(s, 'related products')}
</div></main></div><footer class="site-footer"><p>Kostenloser Versand ab ${fmt(s, 5000n)}</p></footer>`);

const magento: Template = (s) =>
  page(s, `<script type="text/x-magento-init">{"*":{"priceBox":{"priceConfig":{"productId":"${s.id}","priceFormat":{"pattern":"%s ${s.loc.money.iso}","precision":2},"prices":{"oldPrice":{"amount":${decimal(s, s.regular ?? s.price)}},"finalPrice":{"amount":${decimal(s, s.price)}}}}}}}</script>`,
    `${nav(s)}
<main id="maincontent" class="page-main"><div class="columns"><div class="column main">
  <div class="product-info-main"${microScope(s)}>
    <div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper"${microName(s)}>${esc(s.product.name)}</span></h1></div>
    <div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="${s.id}">
      <span class="special-price"><span class="price-container price-final_price"><span class="price-label">Special Price</span><span id="product-price-${s.id}" data-price-amount="${decimal(s, s.price)}" data-price-type="finalPrice" class="price-wrapper"><span class="price">${microPrice(s, fmt(s, s.price))}</span></span></span></span>
      ${s.regular ? `<span class="old-price"><span class="price-container"><span class="price-label">Regular Price</span><span data-price-type="oldPrice" class="price-wrapper"><span class="price">${fmt(s, s.regular)}</span></span></span></span>` : ''}
    </div>
    <div class="product-info-stock-sku">${s.stock === 'out-words' ? `<div class="stock unavailable" title="Availability"><span>${s.loc.w.out}</span></div>` : s.stock === 'in' || s.stock === 'limited' ? `<div class="stock available" title="Availability"><span>${s.loc.w.inStock}</span></div>` : ''}<div class="product attribute sku"><strong class="type">SKU</strong><div class="value">${s.id}</div></div></div></div>
    ${extras(s)}
    <div class="product-add-form"><form data-product-sku="${s.id}" id="product_addtocart_form"><div class="box-tocart"><div class="actions">${buyButton(s, 'action primary tocart')}</div></div></form></div>
  </div>
  <div class="product media"><img class="gallery-placeholder__image" src="/media/catalog/product/${s.id}.jpg" alt=""></div>
  ${recommendations(s, 'block related')}
</div></div></main><footer class="page-footer">Newsletter</footer>`);

const shopware: Template = (s) =>
  page(s, `<script>window.salesChannelId = "98432def39fc4624b33213a56b8c944d"; window.router = {}; window.breakpoints = {"xs":0,"sm":576,"md":768,"lg":992,"xl":1200};</script>`,
    `${nav(s)}
<main class="content-main"><div class="cms-page"><div class="product-detail" itemscope itemtype="https://schema.org/Product">
  <div class="row product-detail-main">
    <div class="col-lg-7 product-detail-media"><img src="/media/d1/${s.id}.jpg" alt="${esc(s.product.name)}"></div>
    <div class="col-lg-5 product-detail-buy">
      <div class="product-detail-name-container"><h1 class="product-detail-name" itemprop="name">${esc(s.product.name)}</h1></div>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        ${s.structured === 'microdata' || s.structured === 'jsonld' ? `<meta itemprop="priceCurrency" content="${s.loc.money.iso}"><meta itemprop="price" content="${decimal(s, s.price)}"><link itemprop="availability" href="${schemaAvailability(s.stock, false)}">` : ''}
        <div class="product-detail-price-container"><p class="product-detail-price${s.regular ? ' with-list-price' : ''}">${fmt(s, s.price)}<sup class="product-detail-price-asterisk">*</sup></p>
        ${s.regular ? `<span class="product-detail-list-price-wrapper"><span class="list-price-price">${fmt(s, s.regular)}</span> <span class="list-price-percentage">(-${Math.round(Number(((s.regular - s.price) * 100n) / s.regular))}%)</span></span>` : ''}
        </div>
        <p class="product-detail-tax-container"><span class="product-detail-tax"><a class="product-detail-tax-link" href="/widgets/cms/shipping">${s.loc.w.tax} zzgl. Versandkosten</a></span></p>
      </div>
      ${extras(s)}
      <div class="product-delivery-information">${s.stock === 'out-words' ? `<p class="delivery-information delivery-not-available"><span class="delivery-status-indicator bg-danger"></span>${s.loc.w.out}</p>` : s.stock === 'in' || s.stock === 'limited' ? `<p class="delivery-information delivery-available"><span class="delivery-status-indicator bg-success"></span>${s.loc.w.inStock}</p>` : ''}</div>
      <form action="/checkout/line-item/add" method="post" class="buy-widget"><div class="row g-2 buy-widget-container"><div class="col-4"><select class="custom-select product-detail-quantity-select"><option>1</option><option>2</option></select></div><div class="col-8">${buyButton(s, 'btn btn-primary btn-block btn-buy')}</div></div></form>
    </div>
  </div>
  ${recommendations(s, 'cms-element-cross-selling')}
</div></div></main><footer class="footer-main">Hotline</footer>`);

const jtl: Template = (s) =>
  page(s, `<script>var jtl = {"currency":{"code":"${s.loc.money.iso}","factor":1}}; var ajaxNotifyTimeout = 3500;</script>`,
    `${nav(s)}
<div id="content-wrapper"><div id="content"><div id="result-wrapper" data-wrapper="true"${microScope(s)}>
  <div class="product-detail row"><div class="col product-gallery"><img class="product-image" src="/media/image/product/${s.id}/lg/${s.id}.jpg" alt=""></div>
  <div class="col product-info"><div class="product-info-inner">
    <div class="product-headline"><h1 class="product-title h2"${microName(s)}>${esc(s.product.name)}</h1></div>
    <div class="price_wrapper"><div class="price h1${s.regular ? ' text-warning' : ''}">${microPrice(s, `<span>${fmt(s, s.price)}</span>`)}<span class="footnote-reference">*</span></div>
    ${s.regular ? `<div class="instead-of old-price"><small class="text-muted-util">${s.loc.w.was} <del class="value">${fmt(s, s.regular)}</del></small></div>` : ''}
    <div class="price-note"><div class="vat_info text-muted-util">${s.loc.w.tax}</div></div></div>
    ${extras(s)}
    <div class="delivery-status">${s.stock === 'out-words' ? `<span class="status status-0"><span class="fas fa-truck"></span> ${s.loc.w.out}</span>` : s.stock === 'in' || s.stock === 'limited' ? `<span class="status status-2">${s.loc.w.inStock}</span>` : ''}</div>
    <form id="buy_form" method="post" action="/" class="jtl-validate"><div class="basket-form-inline">${buyButton(s, 'btn btn-primary btn-block submit js-cfg-validate')}</div></form>
  </div></div></div>
  ${recommendations(s, 'product-slider-wrapper recommendations')}
</div></div></div><footer id="footer">Zahlungsarten</footer>`);

const oxid: Template = (s) =>
  page(s, `<script>var oxidConfig = {"currency":{"name":"${s.loc.money.iso}","rate":"1.00","decimals":"2"}};</script>`,
    `${nav(s)}
<div id="wrapper"><div id="content" class="details"><div id="detailsMain">
  <div class="detailsInfo row"${microScope(s)}>
    <div class="col-5 picture"><img src="/out/pictures/generated/product/1/540_340_75/${s.id}.jpg" alt="" id="zoom1"></div>
    <div class="col-7 productMainInfo">
      <h1 id="productTitle"${microName(s)}>${esc(s.product.name)}</h1>
      ${s.regular ? `<p class="oldPrice">${s.loc.w.was} <del>${fmt(s, s.regular)}</del></p>` : ''}
      <div class="pricebox"><label id="productPrice" class="price"><span>${microPrice(s, fmt(s, s.price))}</span> <span class="priceMarker">*</span></label></div>
      ${extras(s)}
      <div class="stockFlag">${s.stock === 'out-words' ? `<span class="notOnStock">${s.loc.w.out}</span>` : s.stock === 'in' || s.stock === 'limited' ? `<span class="onStock">${s.loc.w.inStock}</span>` : ''}</div>
      <div class="tobasket"><div class="tobasketFunction">${s.stock === 'out-words' ? '' : '<input id="amountToBasket" type="text" name="am" value="1" size="3" autocomplete="off">'}${buyButton(s, 'submitButton largeButton')}</div></div>
    </div>
  </div>
  <div id="relProducts" class="relatedProducts">${recommendations(s, 'boxwrapper crossselling')}</div>
</div></div></div><div id="footer">AGB</div>`);

const prestashop: Template = (s) =>
  page(s, `<script>var prestashop = {"currency":{"iso_code":"${s.loc.money.iso}","sign":"","name":""},"cart":{"products_count":0,"totals":{"total":{"amount":0}}},"static_token":"a1b2"};</script>`,
    `${nav(s)}
<section id="wrapper"><div class="container"><section id="main"${microScope(s)}>
  <div class="row product-container js-product-container">
    <div class="col-md-6"><div class="images-container"><img class="js-qv-product-cover" src="/${s.id}-large_default/product.jpg" alt=""></div></div>
    <div class="col-md-6">
      <h1 class="h1 product-title"${microName(s)}>${esc(s.product.name)}</h1>
      <div class="product-prices js-product-prices">
        ${s.regular ? `<div class="product-discount"><span class="regular-price">${fmt(s, s.regular)}</span></div>` : ''}
        <div class="product-price h5 has-discount"><div class="current-price"><span class="current-price-value" content="${decimal(s, s.price)}">${fmt(s, s.price)}</span>${s.regular ? `<span class="discount discount-percentage">-${Math.round(Number(((s.regular - s.price) * 100n) / s.regular))}%</span>` : ''}</div></div>
        <div class="tax-shipping-delivery-label">${s.loc.w.tax}</div>
      </div>
      ${extras(s)}
      <div class="product-actions js-product-actions"><form action="/panier" method="post" id="add-to-cart-or-refresh">
        <div class="product-add-to-cart js-product-add-to-cart"><div class="add">${buyButton(s, 'btn btn-primary add-to-cart')}</div>
        <span id="product-availability" class="js-product-availability">${s.stock === 'out-words' ? `<i class="material-icons product-unavailable">&#xE14B;</i> ${s.loc.w.out}` : s.stock === 'in' || s.stock === 'limited' ? `<i class="material-icons rtl-no-flip product-available">&#xE5CA;</i> ${s.loc.w.inStock}` : ''}</span></div>
      </form></div>
    </div>
  </div>
  ${recommendations(s, 'featured-products clearfix product-accessories')}
</section></div></section><footer id="footer">Contact</footer>`);

const amazonLike: Template = (s) =>
  page(s, `<script>P.when('A').execute(function(A){var data={"priceAmount":${decimal(s, s.price)},"buyingPrice":${decimal(s, s.price)},"basisPrice":${decimal(s, s.regular ?? s.price)}};});</script>`,
    `<div id="navbar"><a id="nav-logo" href="/">market</a><div id="nav-cart"><span id="nav-cart-count">0</span></div></div>
<div id="dp" class="dp-container">
  <div id="ppd">
    <div id="leftCol"><div id="imgTagWrapperId"><img id="landingImage" src="https://m.${host(s)}/images/I/${s.id}.jpg" alt="${esc(s.product.name)}"></div></div>
    <div id="centerCol">
      <div id="titleSection"><h1 id="title" class="a-size-large"><span id="productTitle" class="a-size-large product-title-word-break">${esc(s.product.brand)} ${esc(s.product.name)}</span></h1></div>
      <div id="averageCustomerReviews"><span class="a-icon-alt">4,6 von 5 Sternen</span> <span id="acrCustomerReviewText">12.431 Sternebewertungen</span></div>
      <div id="corePriceDisplay_desktop_feature_div"><div class="a-section a-spacing-none aok-align-center">
        ${s.regular ? `<span class="a-size-large a-color-price savingPriceOverride savingsPercentage">-${Math.round(Number(((s.regular - s.price) * 100n) / s.regular))}%</span>` : ''}
        <span class="a-price aok-align-center priceToPay"><span class="a-offscreen">${fmt(s, s.price)}</span><span aria-hidden="true"><span class="a-price-whole">${fmt(s, s.price)}</span></span></span>
        ${s.regular ? `<div class="a-section a-spacing-small"><span class="a-size-small a-color-secondary">${s.loc.w.was} <span class="a-price a-text-price" data-a-strike="true"><span class="a-offscreen">${fmt(s, s.regular)}</span></span></span></div>` : ''}
      </div></div>
      ${extras(s)}
    </div>
    <div id="rightCol"><div id="buybox">
      <div id="availability" class="a-section a-spacing-base">${s.stock === 'out-words' ? `<span class="a-size-medium a-color-price">${s.loc.w.out}.</span>` : s.stock === 'in' ? `<span class="a-size-medium a-color-success">${s.loc.w.inStock}</span>` : s.stock === 'limited' ? '<span class="a-size-medium a-color-success">Only 3 left in stock - order soon.</span>' : ''}</div>
      ${s.stock === 'out-words' ? '' : `<span class="a-button a-button-primary"><span class="a-button-inner">${buyButton(s, 'a-button-input').replace('<button', '<input value="' + s.loc.w.cart + '"').replace(/>[^<]*<\/button>/, ' />')}<span class="a-button-text" aria-hidden="true">${s.stock === 'preorder' ? s.loc.w.preorder : s.loc.w.cart}</span></span></span>`}
    </div></div>
  </div>
  <div id="sims-consolidated-2_feature_div">${recommendations(s, 'a-carousel-container sims-carousel')}</div>
</div>`);

const ebayLike: Template = (s) =>
  page(s, `<script>$rwidgets([["com.ebay.raptor.vi.Price",{"binPrice":"${decimal(s, s.price)}","convertedPrice":"${decimal(s, s.price * 108n / 100n)}"}]]);</script>`,
    `<header id="gh"><a id="gh-la" href="/">market</a><form id="gh-f"><input id="gh-ac" placeholder="Search"></form></header>
<div id="mainContent" class="vim">
  <div class="x-item-title"><h1 class="x-item-title__mainTitle"><span class="ux-textspans ux-textspans--BOLD">${esc(s.product.brand)} ${esc(s.product.name)} – NEU &amp; OVP</span></h1></div>
  <div class="ux-image-carousel"><img src="https://i.${host(s)}/images/g/${s.id}/s-l1600.jpg" alt=""></div>
  <div class="x-price-section"><div class="x-price-primary" data-testid="x-price-primary"><span class="ux-textspans">${fmt(s, s.price)}</span></div>
    ${s.regular ? `<div class="x-additional-info"><span class="ux-textspans ux-textspans--STRIKETHROUGH">${fmt(s, s.regular)}</span></div>` : ''}
    <div class="x-price-approx"><span class="ux-textspans ux-textspans--SECONDARY">ca. US $${decimal(s, s.price * 108n / 100n)}</span></div></div>
  <div class="x-quantity"><span class="ux-textspans ux-textspans--SECONDARY">${s.stock === 'out-words' ? s.loc.w.out : s.stock === 'limited' ? 'Nur noch 2 verfügbar' : 'Mehr als 10 verfügbar'}</span></div>
  ${extras(s)}
  <div class="x-buybox-cta"><ul><li>${s.stock === 'out-words' ? '' : `<a class="ux-call-to-action fake-btn fake-btn--primary${s.stock === 'out-disabled' ? ' fake-btn--disabled" aria-disabled="true' : ''}" href="/bin/${s.id}"><span class="ux-call-to-action__cell"><span class="ux-call-to-action__text">${s.stock === 'preorder' ? s.loc.w.preorder : 'Sofort-Kaufen'}</span></span></a>`}</li><li><a class="ux-call-to-action fake-btn fake-btn--secondary" href="/watch">Auf die Beobachtungsliste</a></li></ul></div>
  <div class="ux-seller-section"><span class="ux-textspans">Verkäufer: techshop24 (12.345)</span></div>
  ${recommendations(s, 'merch-module similar-items')}
</div>`);

/** Allegro/Emag/Alza-like marketplaces and shops of Eastern Europe. */
const eastMarket: Template = (s) =>
  page(s, `<script>window.__listing_StoreState = {"offer":{"price":{"amount":"${decimal(s, s.price)}","currency":"${s.loc.money.iso}"},"smart":{"threshold":"40.00"}}};</script>`,
    `${nav(s)}
<div class="main-container page-product"><div class="product-page-wrapper">
  <div class="row"><div class="product-gallery-column"><img class="product-gallery-image" src="https://s13.${host(s)}/img/${s.id}.jpg" alt=""></div>
  <div class="product-highlights-wrapper">
    <h1 class="page-title">${esc(s.product.name)} ${esc(s.product.brand)}</h1>
    <div class="rating-text">4.8 (1 204 opinii)</div>
    <div class="product-highlight product-page-pricing">
      ${s.regular ? `<p class="product-old-price"><s>${fmt(s, s.regular)}</s> <span class="product-this-deal">-${Math.round(Number(((s.regular - s.price) * 100n) / s.regular))}%</span></p>` : ''}
      <p class="product-new-price">${fmt(s, s.price, 0).replace(/([,.]\d\d)(?=\D*$)/, '<sup>$1</sup>')}</p>
      <p class="lowest-price-info">${s.regular ? `Najniższa cena z 30 dni: ${fmt(s, s.regular - (s.regular - s.price) / 3n)}` : ''}</p>
    </div>
    ${extras(s)}
    <div class="stock-and-genius">${s.stock === 'out-words' ? `<span class="label label-out_of_stock">${s.loc.w.out}</span>` : s.stock === 'in' || s.stock === 'limited' ? `<span class="label label-in_stock">${s.loc.w.inStock}</span>` : ''}</div>
    <div class="product-buy-area">${buyButton(s, 'btn btn-primary btn-emag btn-block yeahIWantThisProduct')}</div>
    <div class="delivery-info">Sprzedawca: <a href="/seller/42">MediaShop</a></div>
  </div></div>
  ${recommendations(s, 'product-carousel similar-products')}
</div></div><footer class="footer">Regulamin</footer>`);

/** Asian shops (Rakuten/Coupang/Shopee/Lazada/Flipkart-like): dense markup, few semantics. */
const asianShop: Template = (s) =>
  page(s, `<script>window.__INITIAL_STATE__={"item":{"itemid":${Number(s.id.replace(/\D/g, '')) * 1013},"price_min":${decimal(s, s.price)}00000,"price_max":${decimal(s, s.price * 2n)}00000,"stock":${s.stock.startsWith('out') ? 0 : 37},"sold":1204}};</script>`,
    `<div class="header-with-search"><a class="logo" href="/">shop</a><input class="search" placeholder="検索 / Search"></div>
<div class="page-product"><div class="product-briefing flex card">
  <div class="product-image"><img src="https://cf.${host(s)}/file/${s.id}" alt=""></div>
  <div class="flex-auto flex-column product-detail-section">
    <div class="attM6y"><span>${esc(s.product.brand)} ${esc(s.product.name)}</span></div>
    <div class="flex rating-sold"><div class="rating">4.9</div><div class="sold">1,2k Sold</div></div>
    <div class="flex items-center price-section"><div class="flex items-center">
      ${s.regular ? `<div class="Y3DvsN">${fmt(s, s.regular)}</div>` : ''}
      <div class="G27FPf">${fmt(s, s.price)}</div>
      ${s.regular ? `<div class="o_z7q9">${Math.round(Number(((s.regular - s.price) * 100n) / s.regular))}% off</div>` : ''}
    </div></div>
    ${extras(s)}
    <div class="flex stock-row"><div class="quantity-label">${s.stock === 'out-words' ? s.loc.w.out : s.stock === 'limited' ? s.loc.w.inStock + ' 3' : s.stock === 'in' ? s.loc.w.inStock : ''}</div></div>
    <div class="flex action-row">${s.stock === 'out-words' ? '' : buyButton(s, 'btn btn-tinted btn--l YuENex')}</div>
  </div>
</div>
${recommendations(s, 'page-product__shop recommend-section')}
</div>`);

/** A price comparison page: several sellers' prices for one product, no buy button (expected: no offer of its own). */
const comparison: Template = (s) => {
  const offers = [0, 4, 9, 17].map((d, i) => `<tr class="offer-row"><td class="merchant"><img alt="Händler ${i + 1}" src="/logo/${i}.png"> Händler ${i + 1}</td><td class="offer-price"><a class="price-link" href="/go/${i}">${fmt(s, s.price + (s.price * BigInt(d)) / 100n)}</a></td><td class="shipping">${s.loc.w.shipping}</td><td><a class="btn go-to-shop" href="/go/${i}">Zum Shop</a></td></tr>`);
  return page(s, '', `${nav(s)}
<main class="comparison"><div class="product-head"><h1 class="product-title">${esc(s.product.name)}</h1><div class="price-range">ab ${fmt(s, s.price)}</div></div>
<div class="price-history-hint">Preisentwicklung: tiefster Preis 90 Tage ${fmt(s, s.price - s.price / 20n)}</div>
<table class="offer-list"><thead><tr><th>Shop</th><th>Preis</th><th>Versand</th><th></th></tr></thead><tbody>${offers.join('')}</tbody></table>
</main>`);
};

const TEMPLATES: readonly (readonly [string, Template])[] = [
  ['shopify', shopify],
  ['woocommerce', woocommerce],
  ['magento', magento],
  ['shopware', shopware],
  ['jtl', jtl],
  ['oxid', oxid],
  ['prestashop', prestashop],
  ['amazon', amazonLike],
  ['ebay', ebayLike],
  ['eastmarket', eastMarket],
  ['asian', asianShop],
];
const ASIAN = new Set(['ja', 'ko', 'th', 'vi', 'id', 'my', 'in']);
const EAST = new Set(['pl', 'cs', 'sk', 'hu', 'ro', 'bg']);
const STOCKS: readonly Stock[] = ['in', 'in', 'out-words', 'in', 'out-disabled', 'in', 'preorder', 'out-words', 'limited', 'in'];
const STRUCTURED: readonly Structured[] = ['none', 'jsonld', 'none', 'microdata', 'none', 'jsonld-stale', 'none', 'meta', 'jsonld', 'none'];

export interface ExpectedPage {
  file: string;
  url: string;
  /** Decimal string of the main product's price, or null (no offer of its own). */
  price: string | null;
  currency: string | null;
  availability: 'in' | 'out' | null;
  category: string;
}

function generatePages(): { files: Map<string, string>; expected: ExpectedPage[] } {
  const files = new Map<string, string>();
  const expected: ExpectedPage[] = [];
  let n = 0;
  const add = (templateName: string, template: Template, loc: Locale, i: number) => {
    n++;
    const product = PRODUCTS[(i * 5 + n) % PRODUCTS.length]!;
    const price = localPrice(product.eur, loc);
    const onSale = random() < 0.45;
    const regular = onSale ? (loc.money.decimals ? ((price * 125n) / 10_000n) * 100n + 99n : ((price * 125n) / 100n / 10n) * 10n) : null;
    const stock = template === comparison ? 'in' : STOCKS[(i + n) % STOCKS.length]!;
    const structured = template === comparison ? 'none' : STRUCTURED[(i * 3 + n) % STRUCTURED.length]!;
    const id = `${String(n).padStart(2, '0')}-${templateName}-${loc.key}`;
    const url = `https://${loc.host.replace('{n}', String(n))}/${templateName === 'amazon' ? `dp/B0${n}X${i}Q` : `p/${product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`}`;
    const s: Spec = {
      id, template, loc, product, price, regular, stock, structured, url,
      style: Math.floor(random() * 3),
      noise: { cookie: random() < 0.6, recommendationsFirst: random() < 0.3, instalment: random() < 0.5, coupon: random() < 0.3, unit: random() < 0.35, script: random() < 0.7, otherCurrency: random() < 0.2 },
    };
    const file = `gen-${id}.html`;
    files.set(file, template(s));
    expected.push({
      file: `pages/${file}`,
      url,
      price: template === comparison ? null : decimal(s, price).replace(/^(\d+)$/, loc.money.decimals ? '$1' : '$1'),
      currency: template === comparison ? null : loc.money.iso,
      availability: template === comparison ? null : stock.startsWith('out') ? 'out' : 'in',
      category: `${templateName}${structured === 'none' ? '' : `+${structured}`}${stock === 'in' ? '' : `/${stock}`}`,
    });
  };
  let i = 0;
  for (const [t, [name, template]] of TEMPLATES.entries()) {
    const fitting = LOCALES.filter((l) => (name === 'asian' ? ASIAN.has(l.key) : name === 'eastmarket' ? EAST.has(l.key) : !ASIAN.has(l.key) || name === 'amazon' || name === 'shopify'));
    for (let k = 0; k < 6; k++) add(name, template, fitting[(k * 5 + t * 3) % fitting.length]!, i++);
  }
  for (const key of ['de', 'fr', 'pl', 'en-gb']) add('comparison', comparison, LOCALES.find((l) => l.key === key)!, i++);
  return { files, expected };
}

export interface ExpectedPriceString {
  text: string;
  /** Hints as `parse-price` takes them in a JSON line. */
  hints?: { url?: string; language?: string; currencyHint?: string };
  amount: string | null;
  currency: string | null;
}

/** Price strings: every locale's formats (plus the variants real pages write) and hand-picked hard cases. */
function generatePriceStrings(): ExpectedPriceString[] {
  const out: ExpectedPriceString[] = [];
  for (const loc of LOCALES) {
    const ambiguous = /^(\$|AU\$|kr|¥|￥|Rs|Fr)/.test(loc.money.format(100n, 0)) || /kr|:-|¥|円/.test(loc.money.format(100n, 1));
    for (const eur of [0.99, 7.5, 49.9, 1299, 23_456.78]) {
      const minor = loc.money.decimals ? BigInt(Math.round(eur * loc.scale * 100)) : BigInt(Math.round(eur * loc.scale));
      const [i, f] = parts(minor, loc.money.decimals);
      const amount = f ? `${i}.${f}` : i;
      for (let style = 0; style < 3; style++) {
        const text = loc.money.format(minor, style);
        if (out.some((o) => o.text === text && o.hints?.url === `https://${loc.host.replace('{n}', '1')}/`)) continue;
        out.push({ text, ...(ambiguous || random() < 0.3 ? { hints: { url: `https://${loc.host.replace('{n}', '1')}/`, language: loc.lang } } : {}), amount, currency: loc.money.iso });
      }
      // ISO after the number, in lower case sometimes.
      if (random() < 0.35) out.push({ text: `${loc.money.format(minor, 0).replace(/[^\d.,'\s\u00a0]/g, '').trim()} ${random() < 0.5 ? loc.money.iso.toLowerCase() : loc.money.iso}`, amount, currency: loc.money.iso });
    }
  }
  const hand: ExpectedPriceString[] = [
    { text: 'R$ 1.299,90', amount: '1299.90', currency: 'BRL' },
    { text: 'NT$2,490', amount: '2490', currency: 'TWD' },
    { text: 'CA$ 54.99', amount: '54.99', currency: 'CAD' },
    { text: 'AU$129.00', amount: '129.00', currency: 'AUD' },
    { text: 'NZ$ 89.95', amount: '89.95', currency: 'NZD' },
    { text: 'MX$1,499.00', amount: '1499.00', currency: 'MXN' },
    { text: 'S$ 35.90', amount: '35.90', currency: 'SGD' },
    { text: 'HK$ 1,280', amount: '1280', currency: 'HKD' },
    { text: '1 234, 56 zł', amount: '1234.56', currency: 'PLN' },
    { text: '$ 12. 50', amount: '12.50', currency: 'USD' },
    { text: ',99 €', amount: '0.99', currency: 'EUR' },
    { text: '$.49', amount: '0.49', currency: 'USD' },
    { text: '12.3456 USD', amount: '12.3456', currency: 'USD' },
    { text: '0,004990 €/Stk.', amount: '0.004990', currency: 'EUR' },
    { text: 'Statt 49,99 € jetzt 39,99 €', amount: '39.99', currency: 'EUR' },
    { text: 'Was £30.00 Now £22.50', amount: '22.50', currency: 'GBP' },
    { text: 'from $19.99 to $29.99', amount: '19.99', currency: 'USD' },
    { text: '-25 %', amount: null, currency: null },
    { text: '03.11.2024', amount: null, currency: null },
    { text: 'Mai 2021', amount: null, currency: null },
    { text: 'Gratis', amount: '0.00', currency: null },
    { text: 'Free', amount: '0.00', currency: null },
    { text: '1.299 Kč', amount: '1299', currency: 'CZK' },
    { text: '12 990,- Kč', amount: '12990', currency: 'CZK' },
    { text: '24 990 Ft', amount: '24990', currency: 'HUF' },
    { text: '349,00 kn', amount: '349.00', currency: 'HRK' },
    { text: '199,99 lei', amount: '199.99', currency: 'RON' },
    { text: '89,90 лв.', amount: '89.90', currency: 'BGN' },
    { text: '1 499 руб.', amount: '1499', currency: 'RUB' },
    { text: '2 999 ₽', amount: '2999', currency: 'RUB' },
    { text: '1 299 грн', amount: '1299', currency: 'UAH' },
    { text: '4 599 ₴', amount: '4599', currency: 'UAH' },
    { text: '25 990 ₸', amount: '25990', currency: 'KZT' },
    { text: '₹1,49,999', amount: '149999', currency: 'INR' },
    { text: '₩1,290,000', amount: '1290000', currency: 'KRW' },
    { text: '1,290,000원', amount: '1290000', currency: 'KRW' },
    { text: '12,800円(税込)', amount: '12800', currency: 'JPY' },
    { text: '¥ 3,480', hints: { url: 'https://shop.jp/' }, amount: '3480', currency: 'JPY' },
    { text: '¥ 199.00', hints: { url: 'https://shop.cn/' }, amount: '199.00', currency: 'CNY' },
    { text: '¥199', hints: { language: 'zh-CN' }, amount: '199', currency: 'CNY' },
    { text: '฿1,290.00', amount: '1290.00', currency: 'THB' },
    { text: '1.290.000₫', amount: '1290000', currency: 'VND' },
    { text: 'Rp 1.299.000', amount: '1299000', currency: 'IDR' },
    { text: 'RM 129.90', amount: '129.90', currency: 'MYR' },
    { text: '1.299,00 TL', amount: '1299.00', currency: 'TRY' },
    { text: '₺1.299,00', amount: '1299.00', currency: 'TRY' },
    { text: '499 kr', hints: { url: 'https://butik.se/' }, amount: '499', currency: 'SEK' },
    { text: '499,00 kr.', hints: { url: 'https://butik.dk/' }, amount: '499.00', currency: 'DKK' },
    { text: 'kr 1 299,-', hints: { url: 'https://butikk.no/' }, amount: '1299', currency: 'NOK' },
    { text: '$24.99', hints: { url: 'https://shop.ca/' }, amount: '24.99', currency: 'CAD' },
    { text: '$24.99', hints: { url: 'https://shop.com.au/' }, amount: '24.99', currency: 'AUD' },
    { text: '$24.99', hints: { url: 'https://shop.com/' }, amount: '24.99', currency: 'USD' },
    { text: '$1.299,00', hints: { url: 'https://tienda.com.ar/' }, amount: '1299.00', currency: 'ARS' },
    { text: '$ 24.990', hints: { url: 'https://tienda.cl/' }, amount: '24990', currency: 'CLP' },
    { text: '24,99', hints: { url: 'https://shop.de/', currencyHint: 'EUR' }, amount: '24.99', currency: 'EUR' },
    { text: 'eur 19,99', amount: '19.99', currency: 'EUR' },
    { text: '19,99 eur', amount: '19.99', currency: 'EUR' },
    { text: '45.00 usd', amount: '45.00', currency: 'USD' },
    { text: 'CHF 1’299.–', amount: '1299.00', currency: 'CHF' },
    { text: 'Fr. 49.90', amount: '49.90', currency: 'CHF' },
    { text: '4 x 24,99 €', amount: '24.99', currency: 'EUR' },
    { text: 'ab 129,00 €', amount: '129.00', currency: 'EUR' },
    { text: 'Preis auf Anfrage', amount: null, currency: null },
    { text: '€ 1.299,-', amount: '1299.00', currency: 'EUR' },
    { text: '£1,049', amount: '1049', currency: 'GBP' },
    { text: '1.049,95 €*', amount: '1049.95', currency: 'EUR' },
    { text: 'US $49.99', amount: '49.99', currency: 'USD' },
    { text: 'EUR 3.299,00', amount: '3299.00', currency: 'EUR' },
    { text: '2.999,– €', amount: '2999.00', currency: 'EUR' },
  ];
  return [...out, ...hand];
}

function main(): void {
  const pagesDir = `${DIR}pages/`;
  mkdirSync(pagesDir, { recursive: true });
  for (const file of readdirSync(pagesDir)) if (file.startsWith('gen-')) rmSync(`${pagesDir}${file}`);
  const { files, expected } = generatePages();
  for (const [file, html] of files) writeFileSync(`${pagesDir}${file}`, html);
  writeFileSync(`${DIR}expected.json`, `${JSON.stringify(expected, null, 1)}\n`);
  const strings = generatePriceStrings();
  writeFileSync(`${DIR}price-strings.json`, `${JSON.stringify(strings, null, 0).replace(/\},\{/g, '},\n{')}\n`);
  console.log(`${files.size} pages, ${strings.length} price strings`);
}

main();
