import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** "10.0.0.0/8", "fd00::/8", "127.0.0.1" or "::1". */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

// Node reports IPv4 peers on a dual-stack socket as ::ffff:a.b.c.d.
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function trustedProxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address for rate limits. X-Forwarded-For is read only when the connection comes
 * from a trusted proxy, and then from the right: the first address no trusted proxy added is
 * the client (anything further left was written by the client and may be forged).
 */
export function clientAddress(c: Context, trusted: BlockList | null): string {
  let peer = 'unknown';
  try {
    peer = plain(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // Not running on @hono/node-server (app.request in a unit test): one shared bucket.
  }
  if (!trusted || !isTrusted(trusted, peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (isIP(hop) === 0) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}
