import { describe, expect, it } from 'vitest';
import { withoutInertContent, withoutNavigation } from './document.ts';
import { extractProductPage } from './extractProductPage.ts';

const long = (text: string) => text.repeat(60);

describe('what is not tokenised', () => {
  it('drops the contents of styles and non-JSON-LD scripts, keeps JSON-LD and the tags', () => {
    const html = `<head><style>${long('.a{b:c}')}</style><script>${long('var x = 1;')}</script><script type="application/ld+json">{"@type":"Product"}</script><script>short()</script></head>`;
    expect(withoutInertContent(html)).toBe('<head><style></style><script></script><script type="application/ld+json">{"@type":"Product"}</script><script>short()</script></head>');
  });

  it('drops the contents of (nested) <nav> elements, leaves an unclosed one as it is', () => {
    const menu = long('<li><a href="/c">Kategorie 12,99 €</a></li>');
    expect(withoutNavigation(`<body><nav class="menu"><ul>${menu}<nav>${menu}</nav></ul></nav><h1>T</h1></body>`)).toBe('<body><nav class="menu"></nav><h1>T</h1></body>');
    const open = `<body><nav>${menu}<h1>T</h1></body>`;
    expect(withoutNavigation(open)).toBe(open);
  });

  it('keeps the navigation for a scrape exception, whose selectors may read it', () => {
    const html = `<html><body><nav class="breadcrumb">${long('<a href="/x">Zelte</a> ')}<span class="brand">Nordkap</span></nav><h1>Zelt</h1><span class="price">99,00 €</span></body></html>`;
    const e = extractProductPage(html, { url: 'https://s.example/p/1', selectors: { instructions: { brand: '.brand', price: '.price' }, settings: {} } as never });
    expect(e).toMatchObject({ brand: 'Nordkap', price: '99.00' });
  });
});
