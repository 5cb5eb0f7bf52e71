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
});
