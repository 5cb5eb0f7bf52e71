import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/apiError.ts';
import { isContractMismatch } from './queryClient.ts';

describe('isContractMismatch', () => {
  it('is a 2xx answer whose body does not match the schema', () => {
    expect(isContractMismatch(new ApiError('UNEXPECTED_RESPONSE', 200, null))).toBe(true);
  });

  it('is not a proxy error page, a server error code or anything else', () => {
    expect(isContractMismatch(new ApiError('UNEXPECTED_RESPONSE', 502, null))).toBe(false);
    expect(isContractMismatch(new ApiError('FORBIDDEN', 403, null))).toBe(false);
    expect(isContractMismatch(new Error('boom'))).toBe(false);
  });
});
