import { describe, expect, it } from 'vitest';
import { groupByArea, paragraphs, pickLocalized } from './academyContent.ts';
import type { Article } from './academyContent.ts';

const text = (en: string) => ({ en, de: `${en} (de)` });
const article = (id: string, area: string): Article => ({ id, area, title: text(id), summary: text(id), body: text(id) });

describe('pickLocalized', () => {
  it('uses German for de-DE and English for everything else', () => {
    expect(pickLocalized({ de: 'Hallo', en: 'Hello' }, 'de-DE')).toBe('Hallo');
    expect(pickLocalized({ de: 'Hallo', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pickLocalized({ de: 'Hallo', en: 'Hello' }, 'fr')).toBe('Hello');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines', () => {
    expect(paragraphs('One\nstill one\n\nTwo\n  \nThree\n\n')).toEqual(['One\nstill one', 'Two', 'Three']);
  });
});

describe('groupByArea', () => {
  it('groups by area in navigation order, unknown areas last', () => {
    const groups = groupByArea(
      [article('a', 'general'), article('b', 'price-engine'), article('c', 'dashboard'), article('d', 'price-engine')],
      ['dashboard', 'price-analysis', 'price-engine'],
    );
    expect(groups.map((group) => [group.area, group.articles.map((a) => a.id)])).toEqual([
      ['dashboard', ['c']],
      ['price-engine', ['b', 'd']],
      ['general', ['a']],
    ]);
  });
});
