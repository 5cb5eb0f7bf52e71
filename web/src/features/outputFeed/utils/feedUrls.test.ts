import { describe, expect, it } from 'vitest';
import { feedUrls } from './feedUrls.ts';

describe('feed URLs', () => {
  it('puts the feed id and channel into the CSV and JSON paths on the origin', () => {
    expect(feedUrls('https://pm.example', 'Ab_c-9', 'ch-1')).toEqual({ csv: 'https://pm.example/api/feed/Ab_c-9/ch-1.csv', json: 'https://pm.example/api/feed/Ab_c-9/ch-1.json' });
  });
});
