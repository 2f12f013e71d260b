import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { AddressRefused, guardedLookup } from "./address-policy";
import { DeliveryError } from "./delivery-error";
import type { HttpRequest } from "./schemes/scheme";

/**
 * One POST of a delivery. Node's http client rather than fetch: its `lookup` option lets the address
 * policy check the very address the socket connects to (fetch offers no such hook).
 */
export function post(
  request: HttpRequest,
  opts: { timeoutMs: number; allowed: (address: string) => boolean },
): Promise<void> {
  const url = new URL(request.url);
  // An IP literal (also `2130706433`, which the URL parser reads as 127.0.0.1) is never looked up.
  const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(literal) && !opts.allowed(literal)) return Promise.reject(refusal(new AddressRefused(literal)));
  const client = url.protocol === "https:" ? https : http;
  const body = Buffer.from(request.body, "utf8");
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "POST",
        headers: { ...request.headers, "content-length": String(body.length) },
        lookup: guardedLookup(opts.allowed),
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (res) => {
        // The body is not read into the error (it may echo a token); it is drained so the socket is freed.
        res.resume();
        const failure = answerFailure(res.statusCode ?? 0);
        if (failure) reject(failure);
        else resolve();
      },
    );
    req.on("error", (err) => reject(networkFailure(err, opts.timeoutMs)));
    req.end(body);
  });
}

function answerFailure(status: number): DeliveryError | undefined {
  if (status >= 200 && status < 300) return undefined;
  // A redirect is not followed: its target would escape the address policy. Asking again will not help.
  if (status >= 300 && status < 400)
    return new DeliveryError(`the service answered a redirect (HTTP ${status})`, false);
  return new DeliveryError(`the service answered HTTP ${status}`, status === 429 || status >= 500);
}

function refusal(err: AddressRefused): DeliveryError {
  return new DeliveryError(err.message, false);
}

function networkFailure(err: Error, timeoutMs: number): DeliveryError {
  if (err instanceof AddressRefused) return refusal(err);
  if (err.name === "AbortError" || err.name === "TimeoutError") {
    return new DeliveryError(`no answer within ${timeoutMs} ms`, true);
  }
  const code = (err as { code?: unknown }).code;
  return new DeliveryError(typeof code === "string" ? `could not connect (${code})` : "could not connect", true);
}
