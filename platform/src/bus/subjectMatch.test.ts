import { describe, expect, it } from 'vitest';
import { subjectMatches } from './subjectMatch.ts';

describe('subjectMatches', () => {
  it('matches literal subjects exactly', () => {
    expect(subjectMatches('a.b', 'a.b')).toBe(true);
    expect(subjectMatches('a.b', 'a.b.c')).toBe(false);
    expect(subjectMatches('a.b.c', 'a.b')).toBe(false);
  });

  it('lets * stand for exactly one token', () => {
    expect(subjectMatches('a.*', 'a.b')).toBe(true);
    expect(subjectMatches('a.*.c', 'a.x.c')).toBe(true);
    expect(subjectMatches('a.*', 'a.b.c')).toBe(false);
    expect(subjectMatches('a.*', 'a')).toBe(false);
  });

  it('lets a final > stand for one or more tokens', () => {
    expect(subjectMatches('a.>', 'a.b')).toBe(true);
    expect(subjectMatches('a.>', 'a.b.c')).toBe(true);
    expect(subjectMatches('a.>', 'a')).toBe(false);
    expect(subjectMatches('>', 'anything.at.all')).toBe(true);
  });
});
