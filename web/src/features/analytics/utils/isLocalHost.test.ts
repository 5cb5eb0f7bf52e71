import { describe, expect, it } from 'vitest';
import { isLocalHost } from './isLocalHost.ts';

describe('isLocalHost', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'my-mac.local', 'localhost.'])(
    '%s is local',
    (host) => {
      expect(isLocalHost(host)).toBe(true);
    },
  );

  it.each(['app.example.com', '10.0.0.5', '128.0.0.1', 'localhost.example.com', 'local', '1270.0.0.1', 'example.local.com'])(
    '%s is not local',
    (host) => {
      expect(isLocalHost(host)).toBe(false);
    },
  );
});
