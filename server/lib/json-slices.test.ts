import { describe, expect, it } from "vitest";
import { jsonSlices } from "./json-slices";

const join = (value: unknown) => [...jsonSlices(value)].join("");

describe("jsonSlices (decision 066)", () => {
  it("writes exactly what JSON.stringify(value, null, 2) writes", () => {
    const value = {
      geradoEm: new Date("2026-12-02T10:00:00Z"),
      vazio: [],
      nada: {},
      semValor: undefined,
      fn: () => 1,
      lista: [1, "dois", null, undefined, { a: [{ b: "linha\nnova", c: new Date(0) }], d: [] }],
      estudios: [
        {
          id: "s1",
          dados: {
            clientes: [
              { id: "c1", nome: "Ana \"Bia\" Souza", notas: "a\nb\tc", tags: ["x", "y"], nested: { deep: { deeper: [1, 2, { z: null }] } } },
              { id: "c2", nome: "Zé", vazio: {}, lista: [] },
            ],
            projetos: [],
          },
        },
      ],
      numero: 1.5,
      verdade: false,
    };
    expect(join(value)).toBe(JSON.stringify(value, null, 2));
    for (const v of [null, 1, "texto", [], {}, [[]], [{}], new Date(5), [undefined]]) expect(join(v)).toBe(JSON.stringify(v, null, 2));
  });

  it("writes a large studio in pieces no larger than one row, never the whole at once", () => {
    const row = (i: number) => ({ id: `row-${i}`, texto: "x".repeat(500) });
    const data = { estudios: [{ dados: { documentos: Array.from({ length: 2_000 }, (_, i) => row(i)) } }] };
    const pieces = [...jsonSlices(data)];
    const largest = Math.max(...pieces.map((p) => p.length));
    expect(pieces.join("")).toBe(JSON.stringify(data, null, 2));
    // One row written whole (some 560 characters with its indentation), against 1.1 MB for the whole.
    expect(largest).toBeLessThan(2 * JSON.stringify(row(0), null, 2).length);
  });
});
