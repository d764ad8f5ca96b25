import { describe, expect, it } from "vitest";
import { currentRequestId, withinRequest } from "#server/lib/request-context";
import { LocalSignalBus, SIGNAL_CHANNELS } from "./bus";

describe("LocalSignalBus", () => {
  it("delivers outside the sender's request (decision 084)", async () => {
    const bus = new LocalSignalBus();
    const seen: { payload: string; requestId: string | undefined }[] = [];
    bus.subscribe(SIGNAL_CHANNELS.chatStop, (payload) => seen.push({ payload, requestId: currentRequestId() }));
    await withinRequest("pedido-1", () => bus.publish(SIGNAL_CHANNELS.chatStop, "answer:1"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([{ payload: "answer:1", requestId: undefined }]);
    await bus.close();
  });

  it("keeps delivering to the other handlers when one throws, and reports the error", async () => {
    const errors: unknown[] = [];
    const bus = new LocalSignalBus((err) => errors.push(err));
    const seen: string[] = [];
    bus.subscribe(SIGNAL_CHANNELS.chatStop, () => {
      throw new Error("falhou");
    });
    bus.subscribe(SIGNAL_CHANNELS.chatStop, (payload) => seen.push(payload));
    await bus.publish(SIGNAL_CHANNELS.chatStop, "answer:2");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(["answer:2"]);
    expect(errors).toHaveLength(1);
    await bus.close();
  });
});
