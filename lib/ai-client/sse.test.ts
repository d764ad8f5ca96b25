import { describe, expect, it } from "vitest";
import { createSseEventParser, createSseParser } from "./sse";

function feed(pieces: string[]): string[] {
  const parser = createSseParser();
  return pieces.flatMap((p) => parser.push(p)).concat(parser.end());
}

describe("createSseParser", () => {
  it("returns the data of each event", () => {
    expect(feed(['data: {"a":1}\n\ndata: {"a":2}\n\ndata: [DONE]\n\n'])).toEqual(['{"a":1}', '{"a":2}', "[DONE]"]);
  });

  it("joins a JSON line split anywhere across pieces", () => {
    const stream = 'data: {"choices":[{"delta":{"content":"olá"}}]}\n\ndata: [DONE]\n\n';
    for (let cut = 1; cut < stream.length; cut++) {
      expect(feed([stream.slice(0, cut), stream.slice(cut)])).toEqual(['{"choices":[{"delta":{"content":"olá"}}]}', "[DONE]"]);
    }
  });

  it("understands CRLF and CR line endings, even a CRLF split between pieces", () => {
    expect(feed(["data: a\r", "\n\r\ndata: b\r\n\r\n"])).toEqual(["a", "b"]);
    expect(feed(["data: a\r\rdata: b\r\r"])).toEqual(["a", "b"]);
  });

  it("ignores comments and other fields, joins multi-line data, flushes an unterminated last event", () => {
    expect(feed([": OPENROUTER PROCESSING\n\nevent: message\nid: 1\ndata: x\ndata: y\n\ndata:z"])).toEqual(["x\ny", "z"]);
  });
});

describe("createSseEventParser", () => {
  it("keeps each event's name, defaulting to message, and resets it per event", () => {
    const parser = createSseEventParser();
    const out = [
      ...parser.push('event: meta\ndata: {"a":1}\n\n: ping\n\ndata: sem nome\n'),
      ...parser.push("\nevent: done\r\ndata: fim"),
      ...parser.end(),
    ];
    expect(out).toEqual([
      { event: "meta", data: '{"a":1}' },
      { event: "message", data: "sem nome" },
      { event: "done", data: "fim" },
    ]);
  });
});
