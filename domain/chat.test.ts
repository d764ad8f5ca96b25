import { describe, expect, it } from "vitest";
import { buildContext, HISTORY_CHARS, HISTORY_LIMIT, type ContextMessage } from "./chat";

const msg = (i: number, length = 10): ContextMessage => ({
  role: i % 2 === 0 ? "user" : "assistant",
  content: String(i).padEnd(length, "x"),
});

describe("buildContext", () => {
  it("ends with the question and keeps earlier messages in order", () => {
    const context = buildContext([msg(0), msg(1)], "Pergunta nova");
    expect(context.map((m) => m.content)).toEqual([msg(0).content, msg(1).content, "Pergunta nova"]);
    expect(context.at(-1)?.role).toBe("user");
  });

  it("keeps at most the latest HISTORY_LIMIT messages", () => {
    const earlier = Array.from({ length: HISTORY_LIMIT + 7 }, (_, i) => msg(i));
    const context = buildContext(earlier, "q");
    expect(context).toHaveLength(HISTORY_LIMIT + 1);
    expect(context[0]?.content).toBe(msg(7).content);
  });

  it("drops the oldest messages once the character budget is spent", () => {
    const big = HISTORY_CHARS / 2 - 10;
    const earlier = [msg(0, big), msg(1, big), msg(2, big)];
    const context = buildContext(earlier, "q");
    expect(context.map((m) => m.content)).toEqual([msg(1, big).content, msg(2, big).content, "q"]);
  });
});
