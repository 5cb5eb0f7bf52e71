/** JSON typed into a text area: parsed, or where the syntax breaks (1-based line and column). */
export type JsonTextResult = { ok: true; value: unknown } | { ok: false; line: number; column: number };

export function parseJsonText(text: string): JsonTextResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, ...whereBroken(text, error instanceof Error ? error.message : '') };
  }
}

/** V8 names "line L column C" or "position P"; "end of JSON input" means after the last character. */
function whereBroken(text: string, message: string): { line: number; column: number } {
  const lineColumn = message.match(/line (\d+) column (\d+)/);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = message.match(/position (\d+)/);
  const offset = position ? Math.min(Number(position[1]), text.length) : text.trimEnd().length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
