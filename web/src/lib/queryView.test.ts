import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { queryView, refreshErrorOf, type QueryViewInput } from './queryView.ts';

const busy = new ApiError('UNEXPECTED_RESPONSE', 503, null);

function result<T>(status: QueryViewInput<T>['status'], data: T | undefined, error: unknown = null): QueryViewInput<T> {
  return { status, data, error };
}

describe('queryView', () => {
  it('waits while the first load runs', () => {
    expect(queryView(result('pending', undefined))).toEqual({ kind: 'loading' });
  });

  it('fails when the first load failed (no data yet)', () => {
    expect(queryView(result('error', undefined, busy))).toEqual({ kind: 'failed', error: busy });
  });

  it('shows the data of a successful load, without a refresh failure', () => {
    expect(queryView(result('success', { rows: [1] }))).toEqual({ kind: 'data', data: { rows: [1] }, refreshError: null });
  });

  it('keeps the last good data when a background refetch failed, and tells why', () => {
    expect(queryView(result('error', { rows: [1] }, busy))).toEqual({ kind: 'data', data: { rows: [1] }, refreshError: busy });
  });

  it('counts null and empty answers as data', () => {
    expect(queryView(result('error', null, busy))).toEqual({ kind: 'data', data: null, refreshError: busy });
    expect(queryView(result('success', []))).toEqual({ kind: 'data', data: [], refreshError: null });
  });
});

describe('refreshErrorOf', () => {
  it('is the failure of a refetch while data is shown, else null', () => {
    expect(refreshErrorOf(result('error', [1], busy))).toBe(busy);
    expect(refreshErrorOf(result('error', undefined, busy))).toBeNull();
    expect(refreshErrorOf(result('success', [1]))).toBeNull();
    expect(refreshErrorOf(result('pending', undefined))).toBeNull();
  });
});
