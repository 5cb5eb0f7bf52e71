/**
 * A product picture as a small SVG (so image URLs on the pages resolve). It plays the maker's
 * product photo: the same picture for a product on every shop and on the comparison site (the
 * shop's accent colour is only a thin frame), and a different one for each product — its shapes
 * and shades come from the product's slug — so image hashes (discovery) find the same product.
 */
import type { DemoProduct } from '../catalogue.ts';
import { hashUnit } from '../hash.ts';
import { esc } from './html.ts';

const SHADES = ['#1d3557', '#457b9d', '#2a9d8f', '#e76f51', '#6d597a', '#bc6c25', '#264653', '#9d0208'];

export function productImageSvg(product: DemoProduct, accent: string): string {
  const n = (i: number) => hashUnit('image', product.slug, i);
  const shade = (i: number) => SHADES[Math.floor(n(i) * SHADES.length)] as string;
  // A ridge of five points across the picture, then three blocks of the product's own shades and places.
  const ridge = [0, 1, 2, 3, 4].map((i) => `${40 + i * 100} ${Math.round(90 + n(10 + i) * 170)}`).join(' L');
  const blocks = [0, 1, 2]
    .map((i) => `<rect x="${Math.round(30 + n(20 + i) * 330)}" y="${Math.round(30 + n(30 + i) * 200)}" width="${Math.round(60 + n(40 + i) * 90)}" height="${Math.round(50 + n(50 + i) * 80)}" fill="${shade(60 + i)}"/>`)
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <rect width="480" height="360" fill="#f1f3f2"/>
  <path d="M40 320 L${ridge} L440 320 Z" fill="${shade(0)}" opacity="0.9"/>
  ${blocks}
  <text x="240" y="345" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#333">${esc(product.name)}</text>
  <rect x="1" y="1" width="478" height="358" fill="none" stroke="${esc(accent)}" stroke-width="2"/>
</svg>
`;
}
