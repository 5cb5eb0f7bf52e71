import { addDays, EARLIEST_DAY, STRIKE_PRICE_DEFAULT_DAYS, STRIKE_PRICE_MAX_DAYS } from '@pm/contracts';

export type StrikePeriodProblem = 'start-missing' | 'start-too-early' | 'start-in-future' | 'end-before-start' | 'too-long';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The end the server takes when none is given: start + 30 days (spec §9). */
export const defaultStrikeEnd = (start: string): string => (DAY.test(start) ? addDays(start, STRIKE_PRICE_DEFAULT_DAYS) : '');

/** What is wrong with a strike price period before it is asked for (the server checks the same). */
export function strikePeriodProblem(start: string, end: string, today: string): StrikePeriodProblem | null {
  if (!DAY.test(start)) return 'start-missing';
  if (start < EARLIEST_DAY) return 'start-too-early';
  if (start > today) return 'start-in-future';
  if (end === '') return null;
  if (end < start) return 'end-before-start';
  if (end > addDays(start, STRIKE_PRICE_MAX_DAYS)) return 'too-long';
  return null;
}

/** The query of the strike price export; an empty end is left to the server's default. */
export function strikeParams(start: string, end: string, channelId: string): string {
  const search = new URLSearchParams({ start });
  if (end) search.set('end', end);
  if (channelId) search.set('channelId', channelId);
  return search.toString();
}
