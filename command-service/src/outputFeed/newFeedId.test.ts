import { describe, expect, it } from 'vitest';
import { newFeedId } from './outputFeedCommands.ts';

describe('feed ids', () => {
  it('draws ids with 192 random bits in base64url', () => {
    const ids = new Set(Array.from({ length: 50 }, newFeedId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
