import { describe, expect, it } from "vitest";
import { CookieJar } from "./cookie-jar";

describe("CookieJar", () => {
  it("keeps what Set-Cookie sets, with values that contain '=', and sends them as one header", () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    jar.store(["sessao=abc.def=; Path=/; HttpOnly", "cache=x1; Max-Age=300"]);
    expect(jar.header()).toBe("sessao=abc.def=; cache=x1");
    expect(jar.names()).toEqual(["sessao", "cache"]);
  });

  it("drops a cookie expired with Max-Age=0 or an empty value, and replaces one set again", () => {
    const jar = new CookieJar();
    jar.store(["a=1", "b=2", "c=3"]);
    jar.store(["a=; Path=/", "b=2; Max-Age=0", "c=4"]);
    expect(jar.header()).toBe("c=4");
  });
});
