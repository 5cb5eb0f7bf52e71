const IPV4_LOOPBACK = /^127(\.\d{1,3}){3}$/;

/**
 * Whether the page runs on a developer's machine (localhost, 127.0.0.0/8, ::1, *.local,
 * *.localhost), where product analytics stays off (spec §7).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '[::1]') return true;
  if (host.endsWith('.local')) return true;
  return IPV4_LOOPBACK.test(host);
}
