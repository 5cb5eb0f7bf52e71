import { z } from 'zod';

/**
 * Characters a typed name never needs and that make it lie about itself: control characters
 * (line breaks in an e-mail subject, invisible bytes) and the bidi embeddings, overrides and
 * isolates that reorder how the rest of the text is shown (U+202A–U+202E, U+2066–U+2069).
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

export const NAME_CHARACTERS_MESSAGE = 'Names may not contain control characters or text-direction overrides.';

export const hasUnsafeNameCharacters = (text: string): boolean => UNSAFE_IN_NAMES.test(text);

/** A name people type and others read (rules, shops, channels, categories, users, companies): trimmed, 1 to `max` characters, shown as typed. */
export const displayNameSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !hasUnsafeNameCharacters(text), { message: NAME_CHARACTERS_MESSAGE });
