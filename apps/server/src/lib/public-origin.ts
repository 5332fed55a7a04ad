import { BlockList, isIP } from 'node:net';

/** Loopback and private-network addresses (RFC 1918, unique local IPv6): a developer's or a LAN's. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** A Host header as browsers send it: a name or an address, and maybe a port; nothing else. */
const HOST = /^(?:\[[\da-f:.]+\]|[a-z\d.-]+)(?::\d{1,5})?$/i;

/**
 * Whether a host (as the URL parser writes it: lower case, IPv6 in brackets) is this machine or on
 * a private network. Names are only `localhost` and `*.localhost` (always this machine); `.local`
 * names are not, since anyone on the network may announce one.
 */
export function isPrivateHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The origin visitors reach this server at, for an absolute address it builds (a gateway's return
 * links): PUBLIC_URL when set; else the request's own, but only for a loopback or private-network
 * host, since anyone can send any Host header; else null, and the caller refuses (decision 031).
 */
export function publicOrigin(
  publicUrl: string | undefined,
  request: { protocol: string; host: string },
): string | null {
  if (publicUrl) return publicUrl;
  if (!HOST.test(request.host)) return null;
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
  return isPrivateHost(url.hostname) ? url.origin : null;
}
