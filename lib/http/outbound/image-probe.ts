import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { siteConfig } from "@/config/site";
import { isPublicAddress } from "@/lib/model/public-address";

// Does an https URL someone typed answer as an image? Asked from the server, so it is built against
// SSRF (decision 616): https on the default port only, no credentials in the URL, every address the
// host resolves to must be public, the connection goes to the address that was checked (no second DNS
// answer), redirects are followed by hand and checked the same way, one deadline for the whole probe,
// and only the status line and headers are read (HEAD, else a GET of the first byte).

export type ProbeFailure =
  | "not-https"
  | "credentials"
  | "port"
  | "not-public"
  | "host-not-found"
  | "timeout"
  | "unreachable"
  | "status"
  | "not-image"
  | "redirects";

export type ProbeResult =
  { ok: true; contentType: string } | { ok: false; reason: ProbeFailure; status?: number; contentType?: string };

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** DNS: every address of a host name. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;
/** One request to a checked address; answers the status and headers, never the body. */
export type Transport = (request: {
  url: URL;
  address: ResolvedAddress;
  method: "HEAD" | "GET";
  headers: Record<string, string>;
  signal: AbortSignal;
}) => Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>;

export type ProbeOptions = { resolve?: Resolver; transport?: Transport; timeoutMs?: number; maxRedirects?: number };

export const PROBE_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;
const USER_AGENT = `${siteConfig.shortName.replace(/\W/g, "")}-ImageCheck/1.0`;

class ProbeError extends Error {
  constructor(readonly reason: ProbeFailure) {
    super(reason);
  }
}

/** The URL's own problems, before any network: https, no user or password, the default port. */
export function refuseUrl(raw: string | URL): { url: URL } | { reason: ProbeFailure } {
  let url: URL;
  try {
    url = typeof raw === "string" ? new URL(raw) : raw;
  } catch {
    return { reason: "not-https" };
  }
  if (url.protocol !== "https:") return { reason: "not-https" };
  if (url.username || url.password) return { reason: "credentials" };
  if (url.port !== "") return { reason: "port" };
  return { url };
}

export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** A socket `lookup` that answers only the checked address: no second DNS answer between check and connect. */
export function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}

/** The https request, connected to the checked address (its `lookup` answers only that one). */
export const httpsTransport: Transport = ({ url, address, method, headers, signal }) =>
  new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method,
        headers,
        signal,
        agent: false,
        lookup: pinnedLookup(address),
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        res.destroy();
      },
    );
    req.on("error", reject);
    req.end();
  });

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ProbeError("timeout"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The one address to connect to: every address the host has must be public. */
async function checkedAddress(url: URL, resolve: Resolver, signal: AbortSignal): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  if (literal) {
    if (!isPublicAddress(host)) throw new ProbeError("not-public");
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await abortable(resolve(host), signal);
  } catch (error) {
    if (error instanceof ProbeError) throw error;
    throw new ProbeError("host-not-found");
  }
  if (addresses.length === 0) throw new ProbeError("host-not-found");
  if (!addresses.every((a) => isPublicAddress(a.address))) throw new ProbeError("not-public");
  return addresses[0]!;
}

/**
 * The checks every request the server makes to a typed address passes (decision 616): the URL's own rules,
 * then the one public address to connect to. Webhook endpoints are checked with it when saved and again
 * before each delivery (a host may resolve elsewhere by then, decision 561).
 */
export async function publicTarget(
  raw: string | URL,
  options: { resolve?: Resolver; signal?: AbortSignal } = {},
): Promise<{ url: URL; address: ResolvedAddress } | { reason: ProbeFailure }> {
  const checked = refuseUrl(raw);
  if ("reason" in checked) return checked;
  try {
    const signal = options.signal ?? AbortSignal.timeout(PROBE_TIMEOUT_MS);
    return { url: checked.url, address: await checkedAddress(checked.url, options.resolve ?? systemResolver, signal) };
  } catch (error) {
    if (error instanceof ProbeError) return { reason: error.reason };
    return { reason: "host-not-found" };
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Whether `raw` answers as an image (`image/*`), following at most three checked redirects. */
export async function probeImage(raw: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const resolve = options.resolve ?? systemResolver;
  const transport = options.transport ?? httpsTransport;
  const signal = AbortSignal.timeout(options.timeoutMs ?? PROBE_TIMEOUT_MS);
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  let next: string | URL = raw;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const checked = refuseUrl(next);
      if ("reason" in checked) return { ok: false, reason: checked.reason };
      const url = checked.url;
      const address = await checkedAddress(url, resolve, signal);
      const send = (method: "HEAD" | "GET") =>
        abortable(
          transport({
            url,
            address,
            method,
            headers: {
              "user-agent": USER_AGENT,
              accept: "image/*",
              ...(method === "GET" ? { range: "bytes=0-0" } : {}),
            },
            signal,
          }),
          signal,
        );
      let answer = await send("HEAD");
      // Some hosts refuse HEAD (405, 403, 501): ask for the first byte instead.
      if (answer.status >= 400) answer = await send("GET");
      const location = header(answer.headers.location);
      if (answer.status >= 300 && answer.status < 400 && location) {
        try {
          next = new URL(location, url);
        } catch {
          return { ok: false, reason: "status", status: answer.status };
        }
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) return { ok: false, reason: "status", status: answer.status };
      const contentType = (header(answer.headers["content-type"]) ?? "").split(";")[0]!.trim().toLowerCase();
      if (!contentType.startsWith("image/")) return { ok: false, reason: "not-image", contentType };
      return { ok: true, contentType };
    }
    return { ok: false, reason: "redirects" };
  } catch (error) {
    if (error instanceof ProbeError) return { ok: false, reason: error.reason };
    if (signal.aborted) return { ok: false, reason: "timeout" };
    return { ok: false, reason: "unreachable" };
  }
}
