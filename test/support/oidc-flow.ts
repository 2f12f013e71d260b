import type { TestService } from "./service";

/** A browser's cookies for one site, enough for the provider's login and the service's state cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
  }
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  get = (name: string) => this.cookies.get(name);
}

/** Where the service sends the browser, and the cookies it keeps for the service. */
export interface FlowStep {
  status: number;
  location: string;
  jar: CookieJar;
}

/** Opens `GET /v1/users/login/oidc` as a browser would: the redirect to the provider and the state cookie. */
export async function startSignIn(svc: TestService, query = ""): Promise<FlowStep> {
  const jar = new CookieJar();
  const res = await svc.app.request(`${svc.config.basePath}/api/v1/users/login/oidc${query}`);
  jar.take(res);
  return { status: res.status, location: res.headers.get("location") ?? "", jar };
}

/**
 * Signs in at the provider's login form as `login` and follows its redirects until it sends the browser
 * back to the service: the callback URL with its code and state.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get("location");
    await res.arrayBuffer();
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      init = {};
    } else if (res.status === 200 && url.pathname.startsWith("/interaction/")) {
      init = {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
      };
    } else {
      throw new Error(`the provider answered ${res.status} at ${url.pathname}`);
    }
  }
  throw new Error("the provider kept redirecting");
}

/** Delivers the provider's redirect to the service's callback with the browser's cookies. */
export async function callBack(svc: TestService, callbackUrl: URL, jar: { header(): string }): Promise<FlowStep> {
  const res = await svc.app.request(`${callbackUrl.pathname}${callbackUrl.search}`, {
    headers: { cookie: jar.header() },
  });
  const own = new CookieJar();
  own.take(res);
  return { status: res.status, location: res.headers.get("location") ?? "", jar: own };
}

/** The whole round trip for `login`: where the service sends the browser at the end. */
export async function fullSignIn(svc: TestService, login: string, query = ""): Promise<string> {
  const started = await startSignIn(svc, query);
  if (started.status !== 302) throw new Error(`the sign-in did not start: ${started.status}`);
  const back = await signInAtProvider(started.location, login);
  return (await callBack(svc, back, started.jar)).location;
}

/** The `#…` values of the sign-in page's address (oidc, oidcLink, email). */
export const fragmentOf = (location: string) => new URLSearchParams(location.split("#")[1] ?? "");
export const queryOf = (location: string) => new URL(location, "http://app.invalid").searchParams;
