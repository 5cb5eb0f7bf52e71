/**
 * JSON-LD blocks of a page → schema.org nodes. Lenient with what shops really publish: HTML
 * comments and CDATA wrappers, trailing commas, raw line breaks inside strings; a block that
 * still does not parse is skipped and counted.
 */
import type { Element } from 'domhandler';
import { scriptText } from './pageIndex.ts';
import { normaliseNode, type SchemaNode, topLevelNodes } from './schemaNodes.ts';

export interface JsonLdBlocks {
  nodes: SchemaNode[];
  /** The parsed blocks as a whole (for resolving "@id" references). */
  roots: unknown[];
  invalidBlocks: number;
}

const MAX_BLOCK_CHARS = 2_000_000;

export function readJsonLd(scripts: readonly Element[]): JsonLdBlocks {
  const roots: unknown[] = [];
  let invalidBlocks = 0;
  for (const script of scripts) {
    const text = scriptText(script);
    if (!text.trim()) continue;
    const parsed = text.length > MAX_BLOCK_CHARS ? undefined : parseLenient(text);
    if (parsed === undefined) invalidBlocks++;
    else roots.push(normaliseNode(parsed));
  }
  return { nodes: topLevelNodes(roots), roots, invalidBlocks };
}

export function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const cleaned = text
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
      .replace(/[\n\r\t\f\v]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1')
      .trim()
      .replace(/;$/, '');
    try {
      return JSON.parse(cleaned);
    } catch {
      return undefined;
    }
  }
}
