/**
 * The one check of outgoing connections' addresses, shared by the scraper's fetch guard
 * (scraper-service/src/pipeline/fetchSafety.ts) and the price alert webhooks: which addresses are
 * not public, and a socket `lookup` pinned to the address that was checked (DNS rebinding cannot
 * swap it between the check and the connection).
 */
import ipaddr from 'ipaddr.js';
import { isIP, type LookupFunction } from 'node:net';

/** A host as written in a URL, without IPv6 brackets, lower case. */
export const bareHost = (hostname: string): string => hostname.replace(/^\[|\]$/g, '').toLowerCase();

function publicIPv4(ip: ipaddr.IPv4): boolean {
  // 'unicast' is what none of the special ranges (RFC 6890 and others) claims.
  return ip.range() === 'unicast';
}

const embeddedIPv4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
const NAT64_WELL_KNOWN = ipaddr.IPv6.parse('64:ff9b::');

function publicIPv6(ip: ipaddr.IPv6): boolean {
  const p = ip.parts as [number, number, number, number, number, number, number, number];
  switch (ip.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d (also written ::ffff:7f00:1)
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return publicIPv4(embeddedIPv4(p[6], p[7]));
    case 'rfc6052': // NAT64: the well-known prefix carries the IPv4 in its last 32 bits; 64:ff9b:1::/48 is local use
      return ip.match(NAT64_WELL_KNOWN, 96) && publicIPv4(embeddedIPv4(p[6], p[7]));
    case '6to4': // 2002:AABB:CCDD::/48 routes to the IPv4 a.b.c.d
      return publicIPv4(embeddedIPv4(p[1], p[2]));
    case 'unicast':
      // Global unicast only (2000::/3): this refuses IPv4-compatible ::a.b.c.d and unassigned space.
      return (p[0] & 0xe000) === 0x2000;
    default: // loopback, unspecified, link-local, unique-local, multicast, Teredo, documentation, …
      return false;
  }
}

/** Not a public unicast address (anything that does not parse as an address counts as not public). */
export function isPrivateAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''); // a zone (fe80::1%eth0) names no other address
  const version = isIP(text);
  if (version === 0) return true;
  try {
    if (version === 4) return !publicIPv4(ipaddr.IPv4.parse(text));
    // Written as the URL parser writes it first: ipaddr.js reads `::a.b.c.d` as IPv4-mapped, the URL parser as `::xxxx:yyyy`.
    return !publicIPv6(ipaddr.IPv6.parse(new URL(`http://[${text}]/`).hostname.slice(1, -1)));
  } catch {
    return true;
  }
}

/** Where a connection must go: the name as written and the one address that was checked for it. */
export interface Pin {
  hostname: string;
  address: string;
  family: 4 | 6;
}

/**
 * A socket `lookup` that answers the pinned names with their checked address and refuses every
 * other name: the connection goes where the check said, and nowhere a second lookup would say.
 */
export function pinnedLookup(pins: readonly Pin[]): LookupFunction {
  return (hostname, options, callback) => {
    const pin = pins.find((p) => p.hostname === bareHost(hostname));
    if (!pin) {
      const error = Object.assign(new Error(`${hostname} was not checked by the fetch guard`), { code: 'ENOTFOUND' });
      callback(error, '', 0);
      return;
    }
    if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: pin.address, family: pin.family }]);
    else callback(null, pin.address, pin.family);
  };
}

