/** Why a competitor URL is refused before it is sent; the server checks the rest (spec §5). */
export type CompetitorUrlError = 'required' | 'invalidUrl';

/** A URL must be given and be a valid http(s) URL with a host. */
export function checkCompetitorUrl(value: string): CompetitorUrlError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? undefined : 'invalidUrl';
  } catch {
    return 'invalidUrl';
  }
}
