/**
 * Incremental Server-Sent Events parser (the subset chat APIs use): feeds on decoded text in
 * arbitrary pieces — a JSON line split across TCP packets, CRLF split between two packets —
 * and returns the `data` of each complete event. Comments (": keep-alive", OpenRouter's
 * ": OPENROUTER PROCESSING") and other fields are ignored.
 */
export interface SseParser<T = string> {
  push(text: string): T[];
  /** Flushes a last event the server did not terminate with a blank line. */
  end(): T[];
}

/** An event with its `event:` name ("message" when the server sent none). */
export interface SseEvent {
  event: string;
  data: string;
}

/** Only the `data` of each event: what chat completion streams use. */
export function createSseParser(): SseParser {
  const events = createSseEventParser();
  return {
    push: (text) => events.push(text).map((e) => e.data),
    end: () => events.end().map((e) => e.data),
  };
}

/** Events with their names: what our own /api/chat stream uses (meta, token, done…). */
export function createSseEventParser(): SseParser<SseEvent> {
  let buffer = "";
  let data: string[] = [];
  let event = "";

  const onLine = (line: string, out: SseEvent[]) => {
    if (line === "") {
      if (data.length > 0) out.push({ event: event || "message", data: data.join("\n") });
      data = [];
      event = "";
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
  };

  return {
    push(text) {
      buffer += text;
      const out: SseEvent[] = [];
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer.charCodeAt(i);
        if (ch !== 10 && ch !== 13) continue;
        // A CR at the very end may be the first half of a CRLF: wait for the next piece.
        if (ch === 13 && i === buffer.length - 1) break;
        onLine(buffer.slice(start, i), out);
        if (ch === 13 && buffer.charCodeAt(i + 1) === 10) i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      const rest = buffer.replace(/\r$/, "");
      buffer = "";
      if (rest !== "") onLine(rest, out);
      onLine("", out);
      return out;
    },
  };
}
