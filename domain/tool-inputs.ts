/**
 * The generic AI tools (R-TOOL-1, R-TOOL-2) as data both sides rely on: which tools exist, and
 * each one's inputs — their ids (the keys of the `inputs` the AI helper receives and of the
 * "id: value" lines of its prompt, R-TOOL-4), what each holds, and the values a choice list
 * sends (what the offline answers read). The words people see — titles, labels, placeholders,
 * the names of the choices — are the web's (web/features/tools/tool-texts.ts).
 */
export const GENERIC_TOOL_IDS = [
  "lembretes",
  "area-personalizada",
  "zoneamento",
  "topografia",
  "materiais",
  "pos-obra",
  "sustentabilidade",
] as const;

export type GenericToolId = (typeof GENERIC_TOOL_IDS)[number];

/** What an input holds: free text, a date (aaaa-mm-dd), or one of the listed values. */
export type ToolInputKind = "text" | "date" | { readonly choices: readonly string[] };

/** Each tool's inputs, in the order the form shows them. No input is required. */
export const TOOL_INPUTS = {
  lembretes: {
    titulo: "text",
    descricao: "text",
    data: "date",
    prioridade: { choices: ["baixa", "media", "alta", "urgente"] },
  },
  "area-personalizada": { nomeAba: "text", conteudo: "text", atalhos: "text", notas: "text" },
  zoneamento: {
    localizacao: "text",
    tipoProjeto: { choices: ["residencial", "comercial", "misto", "industrial", "institucional"] },
    areaTerreno: "text",
    parametros: "text",
    // Beyond the spec's form: a rectangular lot's sides, for the footprint after setbacks (issue 18).
    frente: "text",
    fundo: "text",
  },
  topografia: {
    arquivo: "text",
    localizacao: "text",
    areaTotal: "text",
    descricaoTerreno: "text",
    questoesEspecificas: "text",
  },
  materiais: {
    tipoObra: { choices: ["residencial", "comercial", "corporativo", "institucional", "industrial", "hotelaria"] },
    estilo: { choices: ["contemporaneo", "moderno", "industrial", "minimalista", "rustico", "classico", "tropical"] },
    orcamento: { choices: ["baixo", "medio", "alto", "luxo"] },
    areasEspecificas: "text",
    preferencias: "text",
  },
  "pos-obra": {
    nomeProjeto: "text",
    pendencias: "text",
    statusEntrega: { choices: ["naoiniciado", "emandamento", "finalizando", "revisao", "concluido"] },
    responsaveis: "text",
    dataPrevisao: "date",
  },
  sustentabilidade: {
    tipoObra: {
      choices: [
        "residencialunifamiliar",
        "residencialmultifamiliar",
        "comercial",
        "corporativo",
        "institucional",
        "industrial",
      ],
    },
    clima: { choices: ["tropical", "subtropical", "semiarido", "temperado", "equatorial"] },
    orcamento: { choices: ["restrito", "moderado", "amplo", "semrestrição"] },
    intencaoPrioritaria: {
      choices: ["agua", "energia", "materiais", "residuos", "confortotermico", "biodiversidade", "abrangente"],
    },
    descricaoProjeto: "text",
    // Beyond the spec's form: what the rainwater sizing needs (issue 18).
    areaCobertura: "text",
    chuvaAnual: "text",
    moradores: "text",
    demandaAgua: "text",
  },
} as const satisfies Record<GenericToolId, Record<string, ToolInputKind>>;

export type ToolInputs = typeof TOOL_INPUTS;
