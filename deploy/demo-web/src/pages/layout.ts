/** The page frame of every demo site: head, header with navigation, main, footer. */
import { esc } from './html.ts';

export interface LayoutOptions {
  siteName: string;
  title: string;
  accent: string;
  /** Extra markup for `<head>` (meta tags, JSON-LD). */
  head?: string;
  nav: readonly { label: string; href: string }[];
  body: string;
  footer: string;
  /** Markup at the end of `<body>` (scripts). */
  tail?: string;
}

export function layout(options: LayoutOptions): string {
  const nav = options.nav.map((item) => `<a href="${esc(item.href)}">${esc(item.label)}</a>`).join('\n        ');
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(options.title)}</title>
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; color: #222; background: #fafafa; }
    header { background: ${options.accent}; color: #fff; padding: 0.75rem 1.5rem; }
    header a { color: #fff; margin-right: 1rem; text-decoration: none; }
    header .logo { font-size: 1.4rem; font-weight: 700; margin-right: 2rem; }
    main { max-width: 960px; margin: 1.5rem auto; padding: 0 1rem; }
    footer { border-top: 1px solid #ddd; padding: 1rem 1.5rem; font-size: 0.85rem; color: #666; }
    table { border-collapse: collapse; }
    td, th { padding: 0.35rem 0.75rem; border-bottom: 1px solid #e3e3e3; text-align: left; }
    .price, .preis-aktuell, .offer-price { font-size: 1.5rem; font-weight: 700; color: ${options.accent}; }
    s, del, .preis-alt { color: #888; }
    .product-card { display: inline-block; width: 210px; vertical-align: top; margin: 0 1rem 1rem 0; }
    img { max-width: 100%; }
  </style>
  ${options.head ?? ''}
</head>
<body>
  <header>
    <nav>
        <a class="logo" href="/">${esc(options.siteName)}</a>
        ${nav}
    </nav>
  </header>
  <main>
${options.body}
  </main>
  <footer>${options.footer}</footer>
  ${options.tail ?? ''}
</body>
</html>
`;
}
