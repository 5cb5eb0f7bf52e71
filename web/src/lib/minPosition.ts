/**
 * Appends `?minPosition=<position>` so a query waits until the read model reflects a write whose
 * command answered with that position (a command's `position`). Without a position the path is unchanged.
 */
export function withMinPosition(path: string, minPosition?: string | null): string {
  if (!minPosition) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}minPosition=${encodeURIComponent(minPosition)}`;
}
