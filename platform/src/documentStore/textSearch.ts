import type { Filter } from './documentStore.ts';

/** The text as a regular expression that matches it literally (user input never becomes a pattern). */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The filter condition "field contains this text" for the document store's query language (both
 * adapters): literal, optionally ignoring case.
 */
export function containsText(text: string, options: { ignoreCase?: boolean } = {}): Filter {
  return options.ignoreCase ? { $regex: escapeRegex(text), $options: 'i' } : { $regex: escapeRegex(text) };
}
