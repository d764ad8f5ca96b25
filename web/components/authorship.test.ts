import { describe, expect, it } from "vitest";
import { authorshipText } from "./authorship";

const ANA = { id: "u1", name: "Ana Souza" };
const BIA = { id: "u2", name: "Bia Lima" };
// Midday UTC: the same calendar day in every Brazilian time zone.
const CREATED = "2026-03-01T15:00:00.000Z";
const EDITED = "2026-03-12T15:00:00.000Z";

describe("authorshipText", () => {
  it("says who created and who last edited, with the days", () => {
    expect(authorshipText({ createdBy: ANA, createdAt: CREATED, updatedBy: BIA, updatedAt: EDITED })).toBe(
      "Criado por Ana Souza em 01/03/2026 · editado por Bia Lima em 12/03/2026",
    );
  });

  it("names a person whose account was deleted Ex-membro (R-PROFILE-5), and leaves out the edit of a record never changed", () => {
    expect(authorshipText({ createdBy: null, createdAt: CREATED, updatedBy: BIA, updatedAt: EDITED })).toBe("Criado por Ex-membro em 01/03/2026 · editado por Bia Lima em 12/03/2026");
    expect(authorshipText({ createdBy: ANA, createdAt: CREATED, updatedBy: null, updatedAt: EDITED })).toBe("Criado por Ana Souza em 01/03/2026 · editado por Ex-membro em 12/03/2026");
    expect(authorshipText({ createdBy: ANA, createdAt: CREATED, updatedBy: ANA, updatedAt: CREATED })).toBe("Criado por Ana Souza em 01/03/2026");
    expect(authorshipText({ createdBy: null, createdAt: CREATED, updatedBy: null, updatedAt: CREATED })).toBe("Criado por Ex-membro em 01/03/2026");
  });
});
