import { plural } from "#domain/addressing";
import { newRoomId, type RoomIdFactory } from "#domain/needs-program";
import type { RuleAdjustment } from "#server/ai/offline/needs-program";
import { programmeRoomSchema, type ProgrammeRoom } from "#domain/needs-program.schema";
import { withoutHiddenCharacters } from "#domain/text-fields";
import { CONSTRUCTION_STANDARDS, PROJECT_TYPES, type ConstructionStandard, type ProjectType } from "#domain/projects";

/**
 * The AI path of the needs programme: the prompt that asks a model for the rooms table as JSON,
 * and the parser that turns its answer into rows the editor can take (or null, and the caller
 * falls back to server/ai/offline/needs-program.ts).
 */

export const AI_ROOM_SOURCE = "Sugerido pela IA — confira as áreas";

/**
 * The AI programme's label when the written rules raised some of its areas (decisions 073 and
 * 079): what the AI wrote, then what the rules changed, never one passed off as the other.
 */
export function labelWithRules(aiLabel: string, adjusted: readonly RuleAdjustment[]): string {
  if (adjusted.length === 0) return aiLabel;
  const what =
    adjusted.length === 1
      ? `A área de ${adjusted[0]!.name} ficou abaixo da regra e foi ajustada pelas regras do Prancheta, sem IA (veja a observação).`
      : `As áreas de ${plural(adjusted.length, "ambiente", "ambientes")} ficaram abaixo das regras e foram ajustadas pelas regras do Prancheta, sem IA (veja as observações).`;
  return `${aiLabel} ${what}`;
}

/** The briefing text sent to the model, at most (answers can be long). */
const PROMPT_BRIEFING_CHARS = 12_000;
const MAX_ROOMS = 300;

export const PROGRAMME_SYSTEM_PROMPT = [
  "Você é um arquiteto brasileiro experiente montando o programa de necessidades (ABNT NBR 13532, etapa PN-ARQ) a partir do briefing de um projeto.",
  "Liste os ambientes que o briefing pede, agrupados por setor (por exemplo: Social, Íntimo, Serviço, Lazer, Trabalho, Garagem; em projetos comerciais: Atendimento, Trabalho, Serviço, Garagem), com quantidade e área útil unitária em m².",
  "Use áreas de partida realistas para o padrão informado. Áreas mínimas de ambientes são definidas pelo código de obras de cada município: não as apresente como regra nacional.",
  "Não inclua circulação nem paredes como ambientes: elas entram depois por um fator sobre a área útil. Não invente parâmetros urbanísticos (taxa de ocupação, coeficiente de aproveitamento, permeabilidade).",
  "Em observações, diga em uma frase curta o que no briefing motivou o ambiente ou a área (por exemplo: 2 cães — piso resistente a riscos).",
  'Responda SOMENTE com um objeto JSON, sem nenhum texto antes ou depois, no formato {"ambientes":[{"setor":"Social","ambiente":"Sala de estar","qtd":1,"m2_unitario":20,"observacoes":"..."}]}.',
  "qtd é um número inteiro de 1 a 999; m2_unitario é um número em m² (ponto como separador decimal).",
].join(" ");

export interface ProgrammePromptProject {
  type: ProjectType;
  standard: ConstructionStandard;
  plotArea: number | null;
  name: string;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const labelOf = (list: readonly { id: string; label: string }[], id: string) => list.find((x) => x.id === id)?.label ?? id;

/** The user message: the project and the briefing as text (domain/briefing.ts, briefingAsText). */
export function programmePrompt(briefingText: string, project: ProgrammePromptProject): string {
  const plot =
    project.plotArea === null
      ? "não informada"
      : `${project.plotArea.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} m²`;
  return [
    `Projeto: ${project.name}`,
    `Tipo: ${labelOf(PROJECT_TYPES, project.type)}`,
    `Padrão de construção: ${labelOf(CONSTRUCTION_STANDARDS, project.standard)}`,
    `Área do terreno: ${plot}`,
    "",
    "Briefing:",
    clip(briefingText.trim(), PROMPT_BRIEFING_CHARS) || "(sem respostas)",
    "",
    'Monte a tabela de ambientes do programa de necessidades. Responda somente com o JSON {"ambientes":[...]}.',
  ].join("\n");
}

/** The first JSON value found in the answer: inside ```json fences, or between the outer braces/brackets. */
function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const bodies = fenced ? [fenced[1] ?? "", text] : [text];
  for (const body of bodies) {
    for (const [open, close] of [
      ["{", "}"],
      ["[", "]"],
    ] as const) {
      const start = body.indexOf(open);
      const end = body.lastIndexOf(close);
      if (start < 0 || end <= start) continue;
      try {
        return JSON.parse(body.slice(start, end + 1));
      } catch {
        // try the next candidate
      }
    }
  }
  return undefined;
}

/** 12, "12", "12,5" or "1.234,5" → a number; anything else → NaN (the schema refuses it). */
function numberOf(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const t = v.trim().replace(/\s*m²?$/i, "");
  const normalised = t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

// A model's control or direction characters are dropped, never a reason to lose the room (the schema refuses them).
const textOf = (v: unknown, max: number) => (typeof v === "string" ? clip(withoutHiddenCharacters(v.replace(/\s+/g, " ")).trim(), max) : v);

/**
 * The rooms in a model's answer. Tolerates ```json fences and text around the JSON, a bare
 * array instead of {"ambientes": [...]}, English keys and numbers written as text; long texts
 * are cut to the schema's lengths. Items the schema refuses (no name, quantity not an integer
 * from 1 to 999, negative or huge area) are dropped. null when nothing parses or no item is valid.
 */
export function parseProgrammeAnswer(text: string, newId: RoomIdFactory = newRoomId): ProgrammeRoom[] | null {
  const parsed = jsonIn(text);
  const items: unknown = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? ((parsed as Record<string, unknown>).ambientes ?? (parsed as Record<string, unknown>).rooms)
      : undefined;
  if (!Array.isArray(items)) return null;
  const rooms: ProgrammeRoom[] = [];
  for (const item of items) {
    if (rooms.length >= MAX_ROOMS) break;
    if (!item || typeof item !== "object") continue;
    const o = item as Record<string, unknown>;
    const r = programmeRoomSchema.safeParse({
      id: newId(),
      sector: textOf(o.setor ?? o.sector ?? "", 80),
      name: textOf(o.ambiente ?? o.name ?? o.room, 120),
      quantity: numberOf(o.qtd ?? o.quantidade ?? o.quantity ?? 1),
      unitArea: numberOf(o.m2_unitario ?? o.area ?? o.unitArea),
      notes: textOf(o.observacoes ?? o.notes ?? "", 1_000),
      source: AI_ROOM_SOURCE,
    });
    if (r.success) rooms.push(r.data);
  }
  return rooms.length > 0 ? rooms : null;
}
