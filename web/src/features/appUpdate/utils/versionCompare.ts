const VERSION_FORMAT = /^\d+\.\d+\.\d+$/;

/**
 * A `d.d.d` version as the number its digits form when joined ("1.10.0" → 1100), as spec §4
 * compares versions; null for any other format.
 */
export function versionNumber(version: string | null | undefined): number | null {
  if (!version || !VERSION_FORMAT.test(version)) return null;
  return Number(version.split('.').join(''));
}

/** Whether the server runs a newer version than this page. An invalid format counts as not newer. */
export function isNewerVersion(serverVersion: string | null | undefined, ownVersion: string): boolean {
  const server = versionNumber(serverVersion);
  const own = versionNumber(ownVersion);
  if (server === null || own === null) return false;
  return server > own;
}
