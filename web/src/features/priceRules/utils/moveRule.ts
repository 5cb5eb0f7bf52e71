/** The rule ids after moving one of them a place up (towards position 1) or down; null when it cannot move. */
export function movedOrder(ruleIds: readonly string[], ruleId: string, direction: 'up' | 'down'): string[] | null {
  const from = ruleIds.indexOf(ruleId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ruleIds.length) return null;
  const order = [...ruleIds];
  order[from] = ruleIds[to]!;
  order[to] = ruleId;
  return order;
}

