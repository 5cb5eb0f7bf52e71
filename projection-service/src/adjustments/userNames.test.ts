import { describe, expect, it } from 'vitest';
import { isServiceActor, serviceNameOf } from './userNames.ts';

describe('actors of the audit trail', () => {
  it('names the service behind a user id, whichever way the service wrote it', () => {
    expect(serviceNameOf('service:pricing')).toBe('pricing');
    expect(serviceNameOf('service:scraper:worker-1')).toBe('scraper');
    expect(serviceNameOf('pricing-service')).toBe('pricing');
    expect(serviceNameOf('scheduler')).toBe('scheduler');
    expect(serviceNameOf('')).toBe('system');
    expect(serviceNameOf(undefined)).toBe('system');
  });

  it('takes a user id for a person', () => {
    expect(serviceNameOf('0190a000-0000-7000-8000-000000000001')).toBeNull();
    expect(isServiceActor('0190a000-0000-7000-8000-000000000001')).toBe(false);
    expect(isServiceActor('pricing-service')).toBe(true);
  });
});
