import { describe, expect, it } from "vitest";
import { AI_ROOM_SOURCE, parseProgrammeAnswer, PROGRAMME_SYSTEM_PROMPT, programmePrompt } from "./needs-program";
import { programmeRoomSchema } from "#domain/needs-program.schema";

let counter = 0;
const ids = () => `ia-${++counter}`;

const answer = JSON.stringify({
  ambientes: [
    { setor: "Social", ambiente: "Sala de estar", qtd: 1, m2_unitario: 20, observacoes: "4 moradores" },
    { setor: "Íntimo", ambiente: "Dormitório", qtd: 2, m2_unitario: 9.5, observacoes: "" },
  ],
});

describe("the programme prompt", () => {
  it("asks for JSON only, in the agreed shape, and forbids invented zoning figures", () => {
    expect(PROGRAMME_SYSTEM_PROMPT).toMatch(/SOMENTE com um objeto JSON/);
    expect(PROGRAMME_SYSTEM_PROMPT).toContain('{"ambientes":[{"setor"');
    for (const key of ["setor", "ambiente", "qtd", "m2_unitario", "observacoes"]) expect(PROGRAMME_SYSTEM_PROMPT).toContain(`"${key}"`);
    expect(PROGRAMME_SYSTEM_PROMPT).toMatch(/Não invente parâmetros urbanísticos/);
    expect(PROGRAMME_SYSTEM_PROMPT.length).toBeLessThan(4_000);
  });

  it("carries the project and the briefing, in pt-BR", () => {
    const prompt = programmePrompt("Questionário: Residencial\n- Quantas pessoas: 4", {
      type: "residencial",
      standard: "alto",
      plotArea: 1234.5,
      name: "Casa Silva",
    });
    expect(prompt).toContain("Projeto: Casa Silva");
    expect(prompt).toContain("Tipo: Residencial");
    expect(prompt).toContain("Padrão de construção: Alto");
    expect(prompt).toContain("Área do terreno: 1.234,5 m²");
    expect(prompt).toContain("- Quantas pessoas: 4");
  });

  it("says when the plot area and the answers are missing, and cuts a huge briefing", () => {
    const prompt = programmePrompt("", { type: "comercial", standard: "normal", plotArea: null, name: "Loja" });
    expect(prompt).toContain("Área do terreno: não informada");
    expect(prompt).toContain("(sem respostas)");
    expect(programmePrompt("x".repeat(50_000), { type: "comercial", standard: "normal", plotArea: null, name: "Loja" }).length).toBeLessThan(13_000);
  });
});

describe("parseProgrammeAnswer", () => {
  it("reads a plain JSON answer into valid rooms with ids and the AI source", () => {
    const rooms = parseProgrammeAnswer(answer, ids)!;
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toMatchObject({ sector: "Social", name: "Sala de estar", quantity: 1, unitArea: 20, notes: "4 moradores", source: AI_ROOM_SOURCE });
    expect(rooms[1]).toMatchObject({ name: "Dormitório", quantity: 2, unitArea: 9.5 });
    expect(rooms[0]!.id).not.toBe(rooms[1]!.id);
    for (const r of rooms) expect(programmeRoomSchema.safeParse(r).success).toBe(true);
  });

  it("tolerates ```json fences and text around the JSON", () => {
    expect(parseProgrammeAnswer("Claro! Segue:\n```json\n" + answer + "\n```\nBom projeto.", ids)).toHaveLength(2);
    expect(parseProgrammeAnswer("Aqui está o programa: " + answer + " Qualquer dúvida, pergunte.", ids)).toHaveLength(2);
  });

  it("tolerates a bare array, numbers as text and missing notes or sector", () => {
    const rooms = parseProgrammeAnswer('[{"ambiente":"Cozinha","qtd":"1","m2_unitario":"10,5"},{"ambiente":"Lavabo","m2_unitario":"2 m²"}]', ids)!;
    expect(rooms).toEqual([
      expect.objectContaining({ name: "Cozinha", quantity: 1, unitArea: 10.5, sector: "", notes: "" }),
      expect.objectContaining({ name: "Lavabo", quantity: 1, unitArea: 2 }),
    ]);
  });

  it("is null for garbage, an empty list or a shape without rooms", () => {
    expect(parseProgrammeAnswer("Desculpe, não consigo ajudar com isso.", ids)).toBeNull();
    expect(parseProgrammeAnswer("", ids)).toBeNull();
    expect(parseProgrammeAnswer('{"ambientes": []}', ids)).toBeNull();
    expect(parseProgrammeAnswer('{"ambientes": "sala"}', ids)).toBeNull();
    expect(parseProgrammeAnswer('{"resposta": "ok"}', ids)).toBeNull();
    expect(parseProgrammeAnswer('{"ambientes": [{"ambiente": "Sala", "qtd": 1, "m2_unitario": 20}', ids)).toBeNull();
  });

  it("drops items out of the schema's ranges and keeps the valid ones", () => {
    const text = JSON.stringify({
      ambientes: [
        { setor: "Social", ambiente: "Sala", qtd: 1, m2_unitario: 20 },
        { setor: "Social", ambiente: "Negativa", qtd: 1, m2_unitario: -5 },
        { setor: "Social", ambiente: "Enorme", qtd: 1, m2_unitario: 1e9 },
        { setor: "Íntimo", ambiente: "Meio quarto", qtd: 1.5, m2_unitario: 9 },
        { setor: "Íntimo", ambiente: "Nenhum", qtd: 0, m2_unitario: 9 },
        { setor: "Íntimo", ambiente: "", qtd: 1, m2_unitario: 9 },
        { setor: "Íntimo", qtd: 1, m2_unitario: 9 },
        { setor: "Serviço", ambiente: "Área", qtd: 1, m2_unitario: "muito" },
        "Cozinha",
        null,
      ],
    });
    const rooms = parseProgrammeAnswer(text, ids)!;
    expect(rooms.map((r) => r.name)).toEqual(["Sala"]);
    expect(parseProgrammeAnswer(JSON.stringify({ ambientes: [{ ambiente: "X", qtd: 1, m2_unitario: -1 }] }), ids)).toBeNull();
  });

  it("cuts long texts to the schema's lengths", () => {
    const rooms = parseProgrammeAnswer(
      JSON.stringify({ ambientes: [{ setor: "S".repeat(200), ambiente: "A".repeat(300), qtd: 1, m2_unitario: 5, observacoes: "o".repeat(5_000) }] }),
      ids,
    )!;
    expect(rooms[0]!.sector.length).toBeLessThanOrEqual(80);
    expect(rooms[0]!.name.length).toBeLessThanOrEqual(120);
    expect(rooms[0]!.notes.length).toBeLessThanOrEqual(1_000);
  });

  it("generates fresh ids by default", () => {
    const rooms = parseProgrammeAnswer(answer)!;
    expect(rooms[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("names refuse control and bidirectional characters", () => {
  it("a room name a model writes with one keeps the room, without the character", () => {
    const rooms = parseProgrammeAnswer(JSON.stringify({ ambientes: [{ setor: "Social\u001b[31m", ambiente: "Sala\u202e de estar", qtd: 1, m2_unitario: 20 }] }));
    expect(rooms?.map((r) => [r.sector, r.name])).toEqual([["Social[31m", "Sala de estar"]]);
  });
});
