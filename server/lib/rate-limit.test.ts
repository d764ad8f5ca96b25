import { describe, expect, it } from "vitest";
import { seconds } from "./rate-limit";

describe("the wait a rate limit names", () => {
  it("is read as a person says it: seconds, then minutes, then hours, rounded up", () => {
    expect(seconds(1)).toBe("1 segundo");
    expect(seconds(59)).toBe("59 segundos");
    expect(seconds(119)).toBe("119 segundos");
    expect(seconds(120)).toBe("2 minutos");
    expect(seconds(3_598)).toBe("60 minutos");
    expect(seconds(7_199)).toBe("120 minutos");
    expect(seconds(7_200)).toBe("2 horas");
    expect(seconds(86_399)).toBe("24 horas");
  });
});
