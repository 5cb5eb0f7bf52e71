import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, EVENT_STORE: 'sqlite', DOCUMENT_STORE: 'embedded', BUS: 'inprocess', SEED_DEMO: false, ACCESS_TOKEN_TTL_SECONDS: 900 });
  });
  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(/PORT[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*PORT/);
  });
  it('requires the connection of a chosen production adapter', () => {
    expect(() => loadEnv({ BUS: 'nats' })).toThrow(ConfigError);
    expect(() => loadEnv({ EVENT_STORE: 'kurrentdb' })).toThrow(/KURRENTDB_URL/);
    expect(() => loadEnv({ DOCUMENT_STORE: 'mongodb' })).toThrow(/MONGODB_URL/);
  });
  it('wants all three OIDC settings or none', () => {
    expect(() => loadEnv({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC/);
    expect(loadEnv({ OIDC_ISSUER: 'https://id.example', OIDC_AUDIENCE: 'api', OIDC_JWKS_URL: 'https://id.example/jwks' }).OIDC_AUDIENCE).toBe('api');
  });
  it('accepts only d.d.d app versions', () => {
    expect(() => loadEnv({ APP_VERSION: '1.2' })).toThrow(/APP_VERSION/);
    expect(loadEnv({ APP_VERSION: '1.20.3' }).APP_VERSION).toBe('1.20.3');
  });
  it('reads the proxies companies may choose, refusing a broken list without repeating it', () => {
    expect(loadEnv({}).SCRAPE_PROXIES).toEqual([]);
    const proxies = [{ id: 'de-1', name: 'Germany 1', url: 'http://user:secret@proxy.internal:3128' }];
    expect(loadEnv({ SCRAPE_PROXIES: JSON.stringify(proxies) }).SCRAPE_PROXIES).toEqual(proxies);
    for (const broken of ['not json', '{"id":"x"}', JSON.stringify([{ ...proxies[0], url: 'ftp://user:secret@proxy' }]), JSON.stringify([...proxies, ...proxies]), JSON.stringify([{ ...proxies[0], id: 'a b' }])]) {
      let message = '';
      try {
        loadEnv({ SCRAPE_PROXIES: broken });
      } catch (error) {
        message = error instanceof ConfigError ? error.message : 'not a ConfigError';
      }
      expect(message).toMatch(/SCRAPE_PROXIES/);
      expect(message).not.toContain('secret');
    }
  });
});
