/**
 * Template placeholders left in a page by a shop system ("{{ product.price }}", "${price}",
 * "<%= price %>", "[[price]]", "%PRICE%", "__PRICE__") — never a price.
 */
const PLACEHOLDER = /\{\{[^}]*\}\}|\{%[^%]*%\}|\$\{[^}]*\}|<%[^%]*%>|\[\[[^\]]*\]\]|%[A-Za-z_][\w.]*%|__[A-Z][A-Z0-9_]*__|#\{[^}]*\}|\{[a-z_]+(?:\.[a-z_]+)+\}/;

export const isPlaceholder = (text: string): boolean => PLACEHOLDER.test(text);
