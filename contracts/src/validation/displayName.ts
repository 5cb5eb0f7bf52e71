import { z } from 'zod';

/** Control characters: line breaks that would split an e-mail subject, tabs, invisible bytes. */
const CONTROL_RUNS = /\p{Cc}+/gu;
/** Bidi embeddings, overrides and isolates: they reorder how the text after them is shown. */
const DIRECTION_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The visible text of a typed name: control characters become a space, text-direction overrides
 * are dropped ("Undercut ‮fdp.exe" would show as "Undercut exe.pdf"). Cleaned rather than refused:
 * a name pasted with a tab or line break means the same name, and names recorded before this rule
 * still read (event payloads are parsed with these schemas).
 */
export const visibleName = (text: string): string => text.replace(CONTROL_RUNS, ' ').replace(DIRECTION_OVERRIDES, '');

/** A name people type and others read (rules, shops, channels, categories, users, companies): its visible text, trimmed, 1 to `max` characters. */
export const displayNameSchema = (max: number) => z.string().overwrite(visibleName).trim().min(1).max(max);
