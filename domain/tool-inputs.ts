/**
 * The generic AI tools (R-TOOL-1 screen, R-TOOL-2 inputs): their
 * titles and input fields. The web renders the form from this; the server validates and builds
 * the prompt ("id: value" lines) from the same list.
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

export type ToolInputType = "text" | "textarea" | "date" | "select";

export interface ToolInputOption {
  value: string;
  label: string;
}

export interface ToolInput {
  id: string;
  label: string;
  type: ToolInputType;
  placeholder?: string;
  /** Only for `select`. */
  options?: readonly ToolInputOption[];
}

export interface GenericToolConfig {
  id: GenericToolId;
  title: string;
  description: string;
  inputs: readonly ToolInput[];
}

export const GENERIC_TOOLS: Record<GenericToolId, GenericToolConfig> = {
  lembretes: {
    id: "lembretes",
    title: "Lembretes inteligentes",
    description: "Organize seus lembretes e receba sugestões para priorizar o que importa.",
    inputs: [
      { id: "titulo", label: "Título", type: "text", placeholder: "Ex.: Entregar projeto executivo" },
      {
        id: "descricao",
        label: "Descrição",
        type: "textarea",
        placeholder: "Detalhes do que precisa ser feito",
      },
      { id: "data", label: "Data", type: "date" },
      {
        id: "prioridade",
        label: "Prioridade",
        type: "select",
        options: [
          { value: "baixa", label: "Baixa" },
          { value: "media", label: "Média" },
          { value: "alta", label: "Alta" },
          { value: "urgente", label: "Urgente" },
        ],
      },
    ],
  },
  "area-personalizada": {
    id: "area-personalizada",
    title: "Área personalizada",
    description: "Monte uma aba sua com blocos de informação e atalhos para os links que você mais usa.",
    inputs: [
      { id: "nomeAba", label: "Nome da aba", type: "text", placeholder: "Ex.: Referências da obra" },
      {
        id: "conteudo",
        label: "Conteúdo",
        type: "textarea",
        placeholder: "Informações que você quer ter sempre à mão",
      },
      {
        id: "atalhos",
        label: "Atalhos (URLs, um por linha)",
        type: "textarea",
        placeholder: "https://exemplo.com.br",
      },
      { id: "notas", label: "Notas", type: "textarea", placeholder: "Anotações livres" },
    ],
  },
  zoneamento: {
    id: "zoneamento",
    title: "Análise de zoneamento",
    description: "Entenda os parâmetros urbanísticos que se aplicam ao seu terreno.",
    inputs: [
      {
        id: "localizacao",
        label: "Localização",
        type: "text",
        placeholder: "Endereço, bairro e cidade do terreno",
      },
      {
        id: "tipoProjeto",
        label: "Tipo de projeto",
        type: "select",
        options: [
          { value: "residencial", label: "Residencial" },
          { value: "comercial", label: "Comercial" },
          { value: "misto", label: "Misto" },
          { value: "industrial", label: "Industrial" },
          { value: "institucional", label: "Institucional" },
        ],
      },
      { id: "areaTerreno", label: "Área do terreno (m²)", type: "text", placeholder: "Ex.: 360" },
      {
        id: "parametros",
        label: "Parâmetros específicos (opcional)",
        type: "textarea",
        placeholder: "Ex.: taxa de ocupação, coeficiente de aproveitamento, recuos",
      },
    ],
  },
  topografia: {
    id: "topografia",
    title: "Análise topográfica",
    description: "Avalie o relevo do terreno e os cuidados que ele pede ao projeto.",
    inputs: [
      {
        id: "arquivo",
        label: "Formato do levantamento",
        type: "text",
        placeholder: "Ex.: DWG, PDF, planilha de cotas",
      },
      { id: "localizacao", label: "Localização", type: "text", placeholder: "Endereço ou região" },
      { id: "areaTotal", label: "Área total (m²)", type: "text", placeholder: "Ex.: 1200" },
      {
        id: "descricaoTerreno",
        label: "Descrição do terreno",
        type: "textarea",
        placeholder: "Declividade, cursos d'água, vegetação, tipo de solo...",
      },
      {
        id: "questoesEspecificas",
        label: "Questões específicas",
        type: "textarea",
        placeholder: "O que você quer saber sobre o terreno?",
      },
    ],
  },
  materiais: {
    id: "materiais",
    title: "Banco de materiais",
    description: "Encontre materiais adequados ao estilo, ao uso e ao orçamento da obra.",
    inputs: [
      {
        id: "tipoObra",
        label: "Tipo de obra",
        type: "select",
        options: [
          { value: "residencial", label: "Residencial" },
          { value: "comercial", label: "Comercial" },
          { value: "corporativo", label: "Corporativo" },
          { value: "institucional", label: "Institucional" },
          { value: "industrial", label: "Industrial" },
          { value: "hotelaria", label: "Hotelaria" },
        ],
      },
      {
        id: "estilo",
        label: "Estilo",
        type: "select",
        options: [
          { value: "contemporaneo", label: "Contemporâneo" },
          { value: "moderno", label: "Moderno" },
          { value: "industrial", label: "Industrial" },
          { value: "minimalista", label: "Minimalista" },
          { value: "rustico", label: "Rústico" },
          { value: "classico", label: "Clássico" },
          { value: "tropical", label: "Tropical" },
        ],
      },
      {
        id: "orcamento",
        label: "Orçamento",
        type: "select",
        options: [
          { value: "baixo", label: "Econômico (até R$ 1.500/m²)" },
          { value: "medio", label: "Médio (R$ 1.500 a R$ 3.000/m²)" },
          { value: "alto", label: "Alto (R$ 3.000 a R$ 5.000/m²)" },
          { value: "luxo", label: "Luxo (acima de R$ 5.000/m²)" },
        ],
      },
      {
        id: "areasEspecificas",
        label: "Áreas específicas",
        type: "textarea",
        placeholder: "Ex.: cozinha, banheiros, fachada, área externa",
      },
      {
        id: "preferencias",
        label: "Preferências",
        type: "textarea",
        placeholder: "Cores, texturas, materiais que o cliente gosta ou quer evitar",
      },
    ],
  },
  "pos-obra": {
    id: "pos-obra",
    title: "Checklist pós-obra",
    description: "Acompanhe pendências, responsáveis e a entrega final ao cliente.",
    inputs: [
      { id: "nomeProjeto", label: "Nome do projeto", type: "text", placeholder: "Ex.: Residência Silva" },
      {
        id: "pendencias",
        label: "Pendências",
        type: "textarea",
        placeholder: "Liste o que ainda falta concluir ou corrigir",
      },
      {
        id: "statusEntrega",
        label: "Status da entrega",
        type: "select",
        options: [
          { value: "naoiniciado", label: "Não iniciado" },
          { value: "emandamento", label: "Em andamento" },
          { value: "finalizando", label: "Finalizando" },
          { value: "revisao", label: "Em revisão" },
          { value: "concluido", label: "Concluído" },
        ],
      },
      {
        id: "responsaveis",
        label: "Responsáveis",
        type: "text",
        placeholder: "Ex.: empreiteiro, eletricista, marceneiro",
      },
      { id: "dataPrevisao", label: "Previsão de entrega", type: "date" },
    ],
  },
  sustentabilidade: {
    id: "sustentabilidade",
    title: "Sugestões sustentáveis",
    description: "Receba estratégias de água, energia e conforto para um projeto mais sustentável.",
    inputs: [
      {
        id: "tipoObra",
        label: "Tipo de obra",
        type: "select",
        options: [
          { value: "residencialunifamiliar", label: "Residencial unifamiliar" },
          { value: "residencialmultifamiliar", label: "Residencial multifamiliar" },
          { value: "comercial", label: "Comercial" },
          { value: "corporativo", label: "Corporativo" },
          { value: "institucional", label: "Institucional" },
          { value: "industrial", label: "Industrial" },
        ],
      },
      {
        id: "clima",
        label: "Clima",
        type: "select",
        options: [
          { value: "tropical", label: "Tropical" },
          { value: "subtropical", label: "Subtropical" },
          { value: "semiarido", label: "Semiárido" },
          { value: "temperado", label: "Temperado" },
          { value: "equatorial", label: "Equatorial" },
        ],
      },
      {
        id: "orcamento",
        label: "Orçamento",
        type: "select",
        options: [
          { value: "restrito", label: "Restrito" },
          { value: "moderado", label: "Moderado" },
          { value: "amplo", label: "Amplo" },
          { value: "semrestrição", label: "Sem restrição" },
        ],
      },
      {
        id: "intencaoPrioritaria",
        label: "Intenção prioritária",
        type: "select",
        options: [
          { value: "agua", label: "Água" },
          { value: "energia", label: "Energia" },
          { value: "materiais", label: "Materiais" },
          { value: "residuos", label: "Resíduos" },
          { value: "confortotermico", label: "Conforto térmico" },
          { value: "biodiversidade", label: "Biodiversidade" },
          { value: "abrangente", label: "Abrangente" },
        ],
      },
      {
        id: "descricaoProjeto",
        label: "Descrição do projeto",
        type: "textarea",
        placeholder: "Conte um pouco sobre o projeto, o terreno e o cliente",
      },
    ],
  },
};
