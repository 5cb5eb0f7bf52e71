import { describe, expect, it } from 'vitest';
import { dateRangeValid, DEFAULT_JOB_FILTERS, jobListSearch } from './jobListParams.ts';

describe('admin job list parameters', () => {
  it('asks for FAILED and CREATED by default, newest first', () => {
    expect(jobListSearch(DEFAULT_JOB_FILTERS, null, 50)).toBe('status=FAILED&status=CREATED&sort=newest&pageSize=50');
  });
  it('asks for every status when none is selected, and names stores and aggregators apart', () => {
    const search = new URLSearchParams(jobListSearch({ ...DEFAULT_JOB_FILTERS, status: [], source: { id: 'a1', kind: 'AGGREGATOR' }, companyId: 'c1', jobType: ['PRODUCT_PAGE'] }, 'cursor-1', 20));
    expect(search.getAll('status')).toHaveLength(5);
    expect(search.get('aggregatorId')).toBe('a1');
    expect(search.get('storeId')).toBeNull();
    expect(search.get('companyId')).toBe('c1');
    expect(search.getAll('jobType')).toEqual(['PRODUCT_PAGE']);
    expect(search.get('cursor')).toBe('cursor-1');
  });
  it('turns the day range into instants, the end day included', () => {
    const search = new URLSearchParams(jobListSearch({ ...DEFAULT_JOB_FILTERS, createdFrom: '2026-03-01', createdTo: '2026-03-01' }, null, 50));
    const from = new Date(search.get('createdFrom') ?? '');
    const to = new Date(search.get('createdTo') ?? '');
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(from.getDate()).toBe(1);
  });
  it('refuses an end before the start and invalid days', () => {
    expect(dateRangeValid({ createdFrom: '2026-03-02', createdTo: '2026-03-01' })).toBe(false);
    expect(dateRangeValid({ createdFrom: '2026-13-40', createdTo: '' })).toBe(false);
    expect(dateRangeValid({ createdFrom: '2026-03-01', createdTo: '2026-03-01' })).toBe(true);
    expect(dateRangeValid({ createdFrom: '', createdTo: '' })).toBe(true);
  });
});
