// Which names the local server answers for, and where phones on the pub's network can reach it.
import { hostname, networkInterfaces } from "node:os";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** This machine's addresses on the local network (IPv4 first: what a phone's browser is typed). */
export function networkAddresses() {
  const found = [];
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.internal) continue;
      // Link-local IPv6 needs a zone id no browser address bar accepts.
      if (address.family === "IPv6" && address.address.toLowerCase().startsWith("fe80:")) continue;
      found.push(address.family === "IPv6" ? `[${address.address}]` : address.address);
    }
  }
  return found.sort((a, b) => Number(a.startsWith("[")) - Number(b.startsWith("[")));
}

/**
 * Host names the front door answers for. Loopback only by default; on the pub's network also this
 * machine's addresses and its name (plain and mDNS `.local`). Anything else is refused: a page on some
 * other site that points its own name at this machine (DNS rebinding) gets nothing.
 */
export function allowedHostnames({ network }) {
  const names = new Set(LOOPBACK_NAMES);
  if (network) {
    for (const address of networkAddresses()) names.add(address.toLowerCase());
    const name = hostname().toLowerCase();
    if (name) {
      names.add(name);
      names.add(name.endsWith(".local") ? name : `${name}.local`);
    }
  }
  return names;
}
