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

type ChoiceOf<K> = K extends { readonly choices: readonly (infer V extends string)[] } ? V : never;
type ChoiceInputs<T extends GenericToolId> = { [I in keyof ToolInputs[T] as ToolInputs[T][I] extends { readonly choices: readonly string[] } ? I : never]: Record<ChoiceOf<ToolInputs[T][I]>, string> };

/**
 * The name of each choice, as the form shows it and as the offline answers write it: a value
 * such as "semiarido" or "residencialunifamiliar" is never shown (R-CLIENT-3). The type refuses
 * a missing choice.
 */
export const TOOL_CHOICE_LABELS: { [T in GenericToolId]: ChoiceInputs<T> } = {
  lembretes: { prioridade: { baixa: "Baixa", media: "Média", alta: "Alta", urgente: "Urgente" } },
  "area-personalizada": {},
  zoneamento: { tipoProjeto: { residencial: "Residencial", comercial: "Comercial", misto: "Misto", industrial: "Industrial", institucional: "Institucional" } },
  topografia: {},
  materiais: {
    tipoObra: { residencial: "Residencial", comercial: "Comercial", corporativo: "Corporativo", institucional: "Institucional", industrial: "Industrial", hotelaria: "Hotelaria" },
    estilo: { contemporaneo: "Contemporâneo", moderno: "Moderno", industrial: "Industrial", minimalista: "Minimalista", rustico: "Rústico", classico: "Clássico", tropical: "Tropical" },
    // R-TOOL-5's bands.
    orcamento: { baixo: "Econômico (até R$ 1.500/m²)", medio: "Médio (R$ 1.500 a R$ 3.000/m²)", alto: "Alto (R$ 3.000 a R$ 5.000/m²)", luxo: "Luxo (acima de R$ 5.000/m²)" },
  },
  "pos-obra": { statusEntrega: { naoiniciado: "Não iniciado", emandamento: "Em andamento", finalizando: "Finalizando", revisao: "Em revisão", concluido: "Concluído" } },
  sustentabilidade: {
    tipoObra: {
      residencialunifamiliar: "Residencial unifamiliar",
      residencialmultifamiliar: "Residencial multifamiliar",
      comercial: "Comercial",
      corporativo: "Corporativo",
      institucional: "Institucional",
      industrial: "Industrial",
    },
    clima: { tropical: "Tropical", subtropical: "Subtropical", semiarido: "Semiárido", temperado: "Temperado", equatorial: "Equatorial" },
    orcamento: { restrito: "Restrito", moderado: "Moderado", amplo: "Amplo", semrestrição: "Sem restrição" },
    intencaoPrioritaria: {
      agua: "Água",
      energia: "Energia",
      materiais: "Materiais",
      residuos: "Resíduos",
      confortotermico: "Conforto térmico",
      biodiversidade: "Biodiversidade",
      abrangente: "Abrangente",
    },
  },
};

/** A choice's name; a value the list does not hold (an older run's) is returned as it came. */
export function choiceLabel(tool: GenericToolId, input: string, value: string): string {
  const labels = (TOOL_CHOICE_LABELS[tool] as Record<string, Record<string, string> | undefined>)[input];
  return labels?.[value] ?? value;
}

/** Every choice as `{ id, label }`, for checks that no id is shown where its label belongs. */
export const TOOL_CHOICES: { id: string; label: string }[] = Object.values(TOOL_CHOICE_LABELS).flatMap((inputs) =>
  Object.values(inputs as Record<string, Record<string, string>>).flatMap((labels) => Object.entries(labels).map(([id, label]) => ({ id, label }))),
);
