/**
 * The cookies a test browser keeps between requests: what a server's `Set-Cookie` headers set,
 * minus what they expire (`Max-Age=0` or an empty value). Shared by the in-process TestClient
 * and the cluster's browser, so both sign in and out alike.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps or drops each cookie of a response's `Set-Cookie` headers. */
  store(setCookies: readonly string[]): void {
    for (const cookie of setCookies) {
      const [pair, ...attrs] = cookie.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  /** The `Cookie` header to send, or undefined when there is none. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }
}
