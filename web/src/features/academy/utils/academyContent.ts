import type { Academy } from '@pm/contracts';

export type Article = Academy['articles'][number];

/** Academy texts come in de and en: German for the de-DE interface, English otherwise. */
export function pickLocalized(text: { de: string; en: string }, locale: string): string {
  return locale.toLowerCase().startsWith('de') ? text.de : text.en;
}

/** Body paragraphs: separated by blank lines, surrounding whitespace dropped. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export interface ArticleGroup {
  area: string;
  articles: Article[];
}

/**
 * Articles grouped by product area: areas in `areaOrder` first (the navigation's order), then
 * any others in the order they first appear; articles keep their configured order.
 */
export function groupByArea(articles: readonly Article[], areaOrder: readonly string[]): ArticleGroup[] {
  const groups = new Map<string, Article[]>();
  for (const article of articles) {
    const group = groups.get(article.area);
    if (group) group.push(article);
    else groups.set(article.area, [article]);
  }
  const rank = (area: string) => {
    const index = areaOrder.indexOf(area);
    return index === -1 ? areaOrder.length : index;
  };
  return [...groups.entries()]
    .map(([area, list], firstSeen) => ({ area, articles: list, firstSeen }))
    .sort((a, b) => rank(a.area) - rank(b.area) || a.firstSeen - b.firstSeen)
    .map(({ area, articles: list }) => ({ area, articles: list }));
}
