import { feedPaths } from '@pm/contracts';

/** The absolute feed URLs of a channel, as the ERP or shop system is given them. */
export function feedUrls(origin: string, feedId: string, channelId: string): { csv: string; json: string } {
  const paths = feedPaths(feedId, channelId);
  return { csv: `${origin}${paths.csv}`, json: `${origin}${paths.json}` };
}
