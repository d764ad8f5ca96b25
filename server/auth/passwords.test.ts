import { describe, expect, it } from "vitest";
import { passwordsFor } from "./passwords";

describe("password hashing", () => {
  const standard = passwordsFor({ passwordHash: "scrypt" });
  const fast = passwordsFor({ passwordHash: "test-fast" });

  it("each kind checks its own hashes: the right password passes, another does not", async () => {
    for (const passwords of [standard, fast]) {
      const hash = await passwords.hash("Senha#Forte2025");
      expect(hash).not.toContain("Senha#Forte2025");
      expect(await passwords.verify({ hash, password: "Senha#Forte2025" })).toBe(true);
      expect(await passwords.verify({ hash, password: "Senha#Forte2026" })).toBe(false);
      // A salt per hash: the same password never hashes alike.
      expect(await passwords.hash("Senha#Forte2025")).not.toBe(hash);
    }
  });

  it("never reads one kind's hash as the other's", async () => {
    expect(await fast.verify({ hash: await standard.hash("Senha#Forte2025"), password: "Senha#Forte2025" })).toBe(false);
    expect(await standard.verify({ hash: await fast.hash("Senha#Forte2025"), password: "Senha#Forte2025" })).toBe(false);
  });
});
