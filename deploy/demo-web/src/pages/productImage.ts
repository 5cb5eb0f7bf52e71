/** A product picture as a small SVG (so image URLs on the pages resolve). */
import type { DemoProduct } from '../catalogue.ts';
import { esc } from './html.ts';

export function productImageSvg(product: DemoProduct, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <rect width="480" height="360" fill="#f1f3f2"/>
  <path d="M60 300 L200 110 L270 200 L320 150 L420 300 Z" fill="${esc(accent)}" opacity="0.85"/>
  <text x="240" y="340" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#333">${esc(product.name)}</text>
</svg>
`;
}
