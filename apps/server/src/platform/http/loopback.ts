import net from 'node:net';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * True when the TCP peer is this machine (127.0.0.0/8, ::1, or either written as IPv4-mapped
 * IPv6). Judge the socket's address, never request.ip: with TRUST_PROXY on, request.ip comes
 * from X-Forwarded-For, which any caller can write.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !net.isIP(address)) return false;
  return loopback.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}
