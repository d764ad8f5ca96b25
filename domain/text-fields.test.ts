import { describe, expect, it } from "vitest";
import { signUpSchema } from "./auth.schema";
import { clientInputSchema } from "./clients.schema";
import { customTabFromForm } from "./custom-tabs";
import { customTabNameSchema } from "./custom-tabs.schema";
import { profileInputSchema } from "./profile.schema";
import { projectInputSchema } from "./projects.schema";
import { studioNameSchema } from "./studios.schema";
import { suggestionInputSchema } from "./suggestions.schema";
import { HIDDEN_CHARACTER_MESSAGE, withoutHiddenCharacters } from "./text-fields";
import { z } from "./zod";

const HIDDEN = ["\u001b[31m", "\u0000", "\u0007", "\n", "\u0085", "\u202e", "\u202a", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c"];

/** Every free-text name field, as the schema that checks it sees its value. */
const NAME_FIELDS: [string, (name: string) => z.ZodSafeParseResult<unknown>][] = [
  ["cliente", (name) => clientInputSchema.safeParse({ name })],
  ["projeto", (name) => projectInputSchema.safeParse({ name, clientId: "00000000-0000-4000-8000-000000000000", type: "residencial" })],
  ["estúdio", (name) => z.object({ name: studioNameSchema }).safeParse({ name })],
  ["pessoa (perfil)", (name) => profileInputSchema.safeParse({ name })],
  ["pessoa (cadastro)", (name) => signUpSchema.safeParse({ name, email: "ana@exemplo.com.br", password: "senha-segura-1", acceptTerms: true })],
  ["sugestão", (name) => suggestionInputSchema.safeParse({ name, text: "Uma ideia" })],
  ["aba", (name) => z.object({ name: customTabNameSchema }).safeParse({ name })],
];

const nameMessage = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.find((i) => i.path[0] === "name")?.message;

describe("names refuse control and bidirectional characters", () => {
  it.each(NAME_FIELDS)("%s: ESC, NUL, line breaks, U+202E and the other direction marks are a pt-BR refusal", (_, parse) => {
    for (const hidden of HIDDEN) {
      expect(nameMessage(parse(`Ana${hidden}Souza`)), JSON.stringify(hidden)).toBe(HIDDEN_CHARACTER_MESSAGE);
    }
  });

  it.each(NAME_FIELDS)("%s: accents, apostrophes, emoji (joined ones included) and outer blanks are fine", (_, parse) => {
    for (const name of ["Conceição D'Ávila", "Estúdio Traço & Cia.", "Família 👨‍👩‍👧", "  Zé  "]) {
      expect(nameMessage(parse(name)), name).toBeUndefined();
    }
  });

  it("the custom tab's tool form says the same", () => {
    expect(customTabFromForm({ nomeAba: "Obra\u202egpj.exe" })).toEqual({ errors: { nomeAba: HIDDEN_CHARACTER_MESSAGE } });
  });

  it("a name nobody typed (an uploaded file's) is cleaned instead", () => {
    expect(withoutHiddenCharacters("foto\u202egpj.exe")).toBe("fotogpj.exe");
    expect(withoutHiddenCharacters("\u001b[31mplanta\u0000 baixa\u2066.png")).toBe("[31mplanta baixa.png");
    expect(withoutHiddenCharacters("Família 👨‍👩‍👧.png")).toBe("Família 👨‍👩‍👧.png");
  });
});
