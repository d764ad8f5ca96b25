import { TOOL_CHOICE_LABELS, TOOL_INPUTS, type GenericToolId, type ToolInputKind, type ToolInputs } from "#domain/tool-inputs";
import { toolTitle } from "#web/lib/tools";

/** The words of one input: its label, plus a placeholder (text, `multiline` for a long box); a choice's names are domain/tool-inputs.ts's (the offline answers write them too). */
type InputTexts<K> = K extends { readonly choices: readonly string[] }
  ? { label: string }
  : K extends "date"
    ? { label: string }
    : { label: string; placeholder: string; multiline?: true };

/** The screen's words; its title is the tool's card title (web/lib/tools.ts). */
interface ToolTexts<T extends GenericToolId> {
  description: string;
  /** One entry per input of domain/tool-inputs.ts: the type refuses a missing input or choice. */
  inputs: { [I in keyof ToolInputs[T]]: InputTexts<ToolInputs[T][I]> };
}

/** What the tool screen shows for each tool (R-TOOL-1, R-TOOL-2). */
const TOOL_TEXTS: { [T in GenericToolId]: ToolTexts<T> } = {
  lembretes: {
    description: "Organize seus lembretes e receba sugestões para priorizar o que importa.",
    inputs: {
      titulo: { label: "Título", placeholder: "Ex.: Entregar projeto executivo" },
      descricao: { label: "Descrição", placeholder: "Detalhes do que precisa ser feito", multiline: true },
      data: { label: "Data" },
      prioridade: { label: "Prioridade" },
    },
  },
  "area-personalizada": {
    description: "Monte uma aba sua com blocos de informação e atalhos para os links que você mais usa.",
    inputs: {
      nomeAba: { label: "Nome da aba", placeholder: "Ex.: Referências da obra" },
      conteudo: { label: "Conteúdo", placeholder: "Informações que você quer ter sempre à mão", multiline: true },
      atalhos: { label: "Atalhos (URLs, um por linha)", placeholder: "https://exemplo.com.br", multiline: true },
      notas: { label: "Notas", placeholder: "Anotações livres", multiline: true },
    },
  },
  zoneamento: {
    description: "Entenda os parâmetros urbanísticos que se aplicam ao seu terreno.",
    inputs: {
      localizacao: { label: "Localização", placeholder: "Endereço, bairro e cidade do terreno" },
      tipoProjeto: { label: "Tipo de projeto" },
      areaTerreno: { label: "Área do terreno (m²)", placeholder: "Ex.: 360" },
      parametros: {
        label: "Parâmetros específicos (opcional)",
        placeholder: "Ex.: taxa de ocupação, coeficiente de aproveitamento, recuos",
        multiline: true,
      },
      frente: { label: "Frente do lote (m, opcional)", placeholder: "Ex.: 12" },
      fundo: { label: "Profundidade do lote (m, opcional)", placeholder: "Ex.: 30" },
    },
  },
  topografia: {
    description: "Avalie o relevo do terreno e os cuidados que ele pede ao projeto.",
    inputs: {
      arquivo: { label: "Formato do levantamento", placeholder: "Ex.: DWG, PDF, planilha de cotas" },
      localizacao: { label: "Localização", placeholder: "Endereço ou região" },
      areaTotal: { label: "Área total (m²)", placeholder: "Ex.: 1200" },
      descricaoTerreno: {
        label: "Descrição do terreno",
        placeholder: "Declividade, cursos d'água, vegetação, tipo de solo...",
        multiline: true,
      },
      questoesEspecificas: {
        label: "Questões específicas",
        placeholder: "O que você quer saber sobre o terreno?",
        multiline: true,
      },
    },
  },
  materiais: {
    description: "Encontre materiais adequados ao estilo, ao uso e ao orçamento da obra.",
    inputs: {
      tipoObra: { label: "Tipo de obra" },
      estilo: { label: "Estilo" },
      orcamento: { label: "Orçamento" },
      areasEspecificas: {
        label: "Áreas específicas",
        placeholder: "Ex.: cozinha, banheiros, fachada, área externa",
        multiline: true,
      },
      preferencias: {
        label: "Preferências",
        placeholder: "Cores, texturas, materiais que o cliente gosta ou quer evitar",
        multiline: true,
      },
    },
  },
  "pos-obra": {
    description: "Acompanhe pendências, responsáveis e a entrega final ao cliente.",
    inputs: {
      nomeProjeto: { label: "Nome do projeto", placeholder: "Ex.: Residência Silva" },
      pendencias: { label: "Pendências", placeholder: "Liste o que ainda falta concluir ou corrigir", multiline: true },
      statusEntrega: { label: "Status da entrega" },
      responsaveis: { label: "Responsáveis", placeholder: "Ex.: empreiteiro, eletricista, marceneiro" },
      dataPrevisao: { label: "Previsão de entrega" },
    },
  },
  sustentabilidade: {
    description: "Receba estratégias de água, energia e conforto para um projeto mais sustentável.",
    inputs: {
      tipoObra: { label: "Tipo de obra" },
      clima: { label: "Clima" },
      orcamento: { label: "Orçamento" },
      intencaoPrioritaria: { label: "Intenção prioritária" },
      descricaoProjeto: {
        label: "Descrição do projeto",
        placeholder: "Conte um pouco sobre o projeto, o terreno e o cliente",
        multiline: true,
      },
      areaCobertura: { label: "Área de cobertura para captar chuva (m², opcional)", placeholder: "Ex.: 120" },
      chuvaAnual: { label: "Chuva média anual (mm, opcional)", placeholder: "Ex.: 1.400" },
      moradores: { label: "Número de usuários (opcional)", placeholder: "Ex.: 4" },
      demandaAgua: { label: "Demanda de água não potável (L/dia, opcional)", placeholder: "Ex.: 250 (descargas, rega, limpeza)" },
    },
  },
};

/** One input of the tool screen, ready to draw. */
export interface ToolField {
  id: string;
  label: string;
  type: "text" | "textarea" | "date" | "select";
  placeholder?: string;
  options?: readonly { value: string; label: string }[];
}

interface LooseTexts {
  label: string;
  placeholder?: string;
  multiline?: true;
}

/** A tool's title, description and inputs: the ids, kinds and choices of domain/, the words of this feature. */
export function toolScreen(toolId: GenericToolId): { title: string; description: string; fields: ToolField[] } {
  const { description, inputs } = TOOL_TEXTS[toolId];
  const texts = inputs as Record<string, LooseTexts>;
  const kinds: Record<string, ToolInputKind> = TOOL_INPUTS[toolId];
  const fields = Object.entries(kinds).map(([id, kind]): ToolField => {
    const { label, placeholder, multiline } = texts[id]!;
    if (typeof kind === "object") {
      const options = (TOOL_CHOICE_LABELS[toolId] as Record<string, Record<string, string> | undefined>)[id];
      return { id, label, type: "select", options: kind.choices.map((value) => ({ value, label: options?.[value] ?? value })) };
    }
    if (kind === "date") return { id, label, type: "date" };
    return { id, label, type: multiline ? "textarea" : "text", ...(placeholder ? { placeholder } : {}) };
  });
  return { title: toolTitle(toolId), description, fields };
}
