import { describe, expect, it } from 'vitest';
import { writeUpstream } from './gatewayRoutes.ts';

const upstreams = { command: 'http://command', pricing: 'http://pricing' };

describe('gateway write routing', () => {
  it('sends test-filter and what-if to pricing-service', () => {
    expect(writeUpstream('/api/company/c1/price-rules/test-filter', upstreams)).toBe('http://pricing');
    expect(writeUpstream('/api/company/c1/pricing/what-if', upstreams)).toBe('http://pricing');
  });
  it('sends every other write to the command service', () => {
    expect(writeUpstream('/api/company/c1/price-rules', upstreams)).toBe('http://command');
    expect(writeUpstream('/api/company/c1/pricing-runs', upstreams)).toBe('http://command');
    expect(writeUpstream('/api/company/c1/price-rules/test-filter-x', upstreams)).toBe('http://command');
  });
});
