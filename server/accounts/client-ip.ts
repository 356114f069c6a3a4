import { normalizeIP } from "@better-auth/core/utils/ip";
import type { RequestHandler } from "express";

/**
 * The header carrying the client's address to Better Auth's rate limiter. The host overwrites
 * whatever a client sent in it, so it cannot be forged.
 */
export const clientIpHeader = "x-loris-client-ip";

/** Express middleware stamping `clientIpHeader` with the socket's (or trusted proxy's) address. */
export const stampClientIp: RequestHandler = (request, _response, next) => {
  request.headers[clientIpHeader] = request.ip ?? request.socket.remoteAddress ?? "";
  next();
};

/** The IPv6 prefix one client's limits count: a home or phone is given a whole /64. */
const ipv6SubnetBits = 64;

/**
 * What the shop's own per-address limits (orders, failed logins) count a request under: its
 * IPv4 address, or the /64 network of its IPv6 address, keyed as Better Auth's rate limiter
 * keys it — otherwise one phone could take a fresh address for every order (see
 * docs/decisions/017-abuse-limits.md). '' when the host could not tell the address.
 */
export function clientAddressKey(headers: Headers): string {
  const address = headers.get(clientIpHeader) ?? "";
  return address && normalizeIP(address, { ipv6Subnet: ipv6SubnetBits });
}
