/**
 * Reading server-sent events in tests and test tools (the app in-process or a real server over
 * HTTP): the chat, tool runs and document generation answer this way.
 */
export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** One SSE block (lines up to a blank line) → its event, or undefined for comments (pings). */
function readBlock(block: string): SseEvent | undefined {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
  }
  return data.length ? { event, data: JSON.parse(data.join("\n")) as Record<string, unknown> } : undefined;
}

/** Reads a whole SSE response into events. */
export async function readSse(res: Response): Promise<SseEvent[]> {
  const text = await res.text();
  return text.split(/\r?\n\r?\n/).flatMap((block) => readBlock(block) ?? []);
}

export function textOf(events: SseEvent[]): string {
  return events.filter((e) => e.event === "token").map((e) => e.data.text as string).join("");
}

/**
 * Reads an SSE response event by event, for tests that act mid-stream (stop, disconnect).
 * `next()` resolves with undefined once the stream has ended.
 */
export function sseEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<SseEvent | undefined> {
      for (;;) {
        const end = buffer.search(/\r?\n\r?\n/);
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
          const event = readBlock(block);
          if (event) return event;
          continue;
        }
        const { done, value } = await reader.read();
        if (done) {
          const last = buffer;
          buffer = "";
          return last.trim() ? readBlock(last) : undefined;
        }
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** Reads until an event of this name (returned), failing if the stream ends first. */
    async until(name: string): Promise<SseEvent> {
      for (;;) {
        const event = await this.next();
        if (!event) throw new Error(`o fluxo terminou antes do evento ${name}`);
        if (event.event === name) return event;
      }
    },
    /** The rest of the stream. */
    async rest(): Promise<SseEvent[]> {
      const events: SseEvent[] = [];
      for (let e = await this.next(); e; e = await this.next()) events.push(e);
      return events;
    },
    cancel: () => reader.cancel(),
  };
}
