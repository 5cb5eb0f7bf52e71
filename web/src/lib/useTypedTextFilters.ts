import { useEffect, useState } from 'react';

/** Typing waits this long before a list reloads. */
const TYPING_DELAY_MS = 300;

/** The brands of the filter as typed (comma-separated), each trimmed, empty ones left out. */
export const splitBrands = (brands: string): string[] => brands.split(',').map((brand) => brand.trim()).filter(Boolean);

export interface TextFilters {
  searchText: string;
  brands: string[];
}

/**
 * The search text and comma-separated brands of a list's filter bar as typed, handed to
 * `onChange` once typing pauses (and only when they changed).
 */
export function useTypedTextFilters(applied: TextFilters, onChange: (change: TextFilters) => void) {
  const [searchText, setSearchText] = useState(applied.searchText);
  const [brands, setBrands] = useState(applied.brands.join(', '));

  useEffect(() => {
    const timer = setTimeout(() => {
      const nextBrands = splitBrands(brands);
      if (searchText !== applied.searchText || nextBrands.join(',') !== applied.brands.join(',')) onChange({ searchText, brands: nextBrands });
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, brands, applied.searchText, applied.brands, onChange]);

  return { searchText, setSearchText, brands, setBrands };
}
