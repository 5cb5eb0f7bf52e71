/**
 * Issue 16: what the rendered page's layout says about price candidates, kept on the serialised
 * DOM for the visible-page fallback (visibleProduct.ts reads it). Run in the page by the browser
 * fetcher just before `page.content()`: every element whose own text holds a digit (at most
 * GEOMETRY_MAX_ELEMENTS, each text at most 80 characters) gets
 *
 * - `data-pm-font`: its computed font size in CSS pixels (rounded),
 * - `data-pm-fold`: "1" when it starts above the fold (the viewport's height), else "0",
 * - `data-pm-strike`: "1" when its computed text decoration is a line-through (also inherited),
 * - `data-pm-hidden`: "1" when it has no box (display: none, zero size) or is invisible.
 *
 * Stylesheets are not loaded (the fetcher drops them), so sizes come from the user-agent
 * styles, inline styles and scripts; position and visibility are real. Plain JavaScript in a
 * string: it runs in Chromium, not in Node.
 */
export const GEOMETRY_MAX_ELEMENTS = 3_000;

export const ANNOTATE_GEOMETRY = `(() => {
  const max = ${GEOMETRY_MAX_ELEMENTS};
  const fold = window.innerHeight || 800;
  const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  let count = 0;
  for (let node = walker.nextNode(); node && count < max; node = walker.nextNode()) {
    const text = node.data;
    if (text.length > 80 || !/\\d/.test(text)) continue;
    const el = node.parentElement;
    if (!el || seen.has(el) || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|TEXTAREA|OPTION)$/.test(el.tagName)) continue;
    seen.add(el);
    count++;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const hidden = rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0;
    let strike = false;
    for (let up = el; up && up !== document.body && !strike; up = up.parentElement) {
      strike = getComputedStyle(up).textDecorationLine.includes('line-through');
    }
    el.setAttribute('data-pm-font', String(Math.round(parseFloat(style.fontSize) || 0)));
    el.setAttribute('data-pm-fold', rect.top + window.scrollY < fold ? '1' : '0');
    if (strike) el.setAttribute('data-pm-strike', '1');
    if (hidden) el.setAttribute('data-pm-hidden', '1');
  }
  return count;
})()`;
