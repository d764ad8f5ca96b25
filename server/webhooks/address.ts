import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may not go (R-HOOK-6, decision 101): the addresses of this machine, of its
 * private networks and of the cloud's metadata service, plus what is not a unicast Internet
 * address. IPv4 and IPv6; an IPv6 that carries an IPv4 (mapped, compatible, NAT64, 6to4) is
 * judged by the IPv4 inside it.
 */
const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT (shared address space)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata: 169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const V6_BLOCKED: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo included)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const v4 = new BlockList();
for (const [net, prefix] of V4_BLOCKED) v4.addSubnet(net, prefix, "ipv4");
const v6 = new BlockList();
for (const [net, prefix] of V6_BLOCKED) v6.addSubnet(net, prefix, "ipv6");

/** The 16 bytes of an IPv6 address (already checked by isIP), dotted IPv4 tail included. */
function v6Bytes(address: string): number[] {
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? (text.split("::") as [string, string]) : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g || "0", 16);
    return [n >> 8, n & 0xff];
  });
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const ZERO_80 = Array<number>(10).fill(0);

/** The IPv4 an IPv6 address carries, if it is one of the forms that reach an IPv4 host. */
function embeddedV4(bytes: number[]): string | undefined {
  const last4 = bytes.slice(12).join(".");
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated)
  if (startsWith(bytes, [...ZERO_80, 0xff, 0xff]) || startsWith(bytes, [...ZERO_80, 0, 0])) return last4;
  // 64:ff9b::a.b.c.d (NAT64, RFC 6052) and 64:ff9b:1::/48 (local-use NAT64)
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b])) return last4;
  // 2002:AABB:CCDD::/48 (6to4) carries AA.BB.CC.DD
  if (startsWith(bytes, [0x20, 0x02])) return bytes.slice(2, 6).join(".");
  return undefined;
}

/** Why an IP address is refused (pt-BR), or null when a webhook may go there. */
export function refusedAddress(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return v4.check(address, "ipv4") ? `o endereço ${address} é privado, local ou reservado` : null;
  if (family === 6) {
    const bytes = v6Bytes(address);
    const inner = embeddedV4(bytes);
    if (inner !== undefined) {
      // ::/96 with nothing in it is "::" itself or "::1", which the IPv6 list refuses below.
      if (!(inner === "0.0.0.0" || inner === "0.0.0.1") || !startsWith(bytes, [...ZERO_80, 0, 0])) {
        return v4.check(inner, "ipv4") ? `o endereço ${address} leva a ${inner}, que é privado, local ou reservado` : null;
      }
    }
    return v6.check(address.split("%")[0]!, "ipv6") ? `o endereço ${address} é privado, local ou reservado` : null;
  }
  return `“${address}” não é um endereço IP`;
}
