import type { WrittenKind } from "./documents";
import type { WrittenContent } from "./written-documents.schema";

/**
 * The sections of each written document (R-DOC-6), in the order Brazilian practice writes them
 * (shared/domain-facts/budget-and-documents.md: "Memorial descritivo", "Justificativa"). `brief`
 * says what the section holds: the AI prompt asks for it, the offline generator follows it, and
 * the editor shows it under an empty section. The server owns the prompts built from these.
 */

export interface SectionSpec {
  key: string;
  title: string;
  /** What the section should say, in pt-BR. */
  brief: string;
}

const MEMORIAL: SectionSpec[] = [
  { key: "identificacao", title: "Identificação", brief: "Obra, proprietário (cliente), endereço do terreno, autor do projeto e responsável técnico com o número do registro (CAU/CREA) e da ART/RRT." },
  { key: "objetivo", title: "Objetivo", brief: "O que este memorial descreve (a obra, o tipo e o padrão) e que ele integra o contrato e os projetos." },
  { key: "descricao-imovel", title: "Descrição do imóvel e quadro de áreas", brief: "O terreno e a edificação proposta; quadro de áreas (lote, área construída, taxa de ocupação, taxa permeável) e os ambientes do programa." },
  { key: "aprovacao", title: "Aprovação", brief: "Aprovação na prefeitura e nos demais órgãos antes do início da obra, com o alvará afixado no canteiro." },
  { key: "generalidades", title: "Generalidades", brief: "Normas da ABNT que se aplicam (com edição); materiais equivalentes ('ou similar') só com aprovação por escrito; projeto conforme construído (as built) ao final." },
  { key: "servicos-preliminares", title: "Serviços preliminares", brief: "Limpeza do terreno, tapume, barracão, ligações provisórias de água e energia, locação da obra." },
  { key: "movimento-terra", title: "Movimento de terra", brief: "Cortes, aterros e compactação conforme o levantamento topográfico." },
  { key: "fundacoes", title: "Fundações", brief: "Tipo de fundação definido pelo projeto estrutural a partir da sondagem do solo." },
  { key: "estrutura", title: "Estrutura", brief: "Sistema estrutural (concreto armado, metálica, alvenaria estrutural…) conforme o projeto estrutural." },
  { key: "alvenaria", title: "Alvenaria e vedações", brief: "Blocos ou painéis de vedação, assentamento, vergas e contravergas." },
  { key: "cobertura", title: "Cobertura", brief: "Estrutura do telhado ou laje, telhas, calhas, rufos e inclinação." },
  { key: "impermeabilizacao", title: "Impermeabilização", brief: "Áreas impermeabilizadas (baldrames, áreas molhadas, lajes expostas) e o sistema usado." },
  { key: "esquadrias", title: "Esquadrias", brief: "Portas e janelas: material, acabamento, vidros e ferragens." },
  { key: "revestimentos", title: "Revestimentos e pisos", brief: "Pisos, rodapés, revestimentos de paredes e forros por ambiente, segundo o padrão de acabamento." },
  { key: "pintura", title: "Pintura", brief: "Preparo das superfícies, tipos de tinta interna e externa e número de demãos." },
  { key: "instalacoes-eletricas", title: "Instalações elétricas", brief: "Entrada de energia, quadros, circuitos, tomadas e iluminação conforme o projeto elétrico (NBR 5410)." },
  { key: "instalacoes-hidrossanitarias", title: "Instalações hidrossanitárias", brief: "Água fria e quente, esgoto e águas pluviais conforme os projetos hidrossanitários." },
  { key: "loucas-metais", title: "Louças e metais", brief: "Bacias, lavatórios, cubas, torneiras e registros, segundo o padrão de acabamento." },
  { key: "acessibilidade", title: "Acessibilidade", brief: "Requisitos de acessibilidade (NBR 9050) em palavras técnicas e neutras: rotas, portas, banheiros; nunca dados de saúde do cliente." },
  { key: "limpeza-final", title: "Limpeza final", brief: "Retirada de entulho, limpeza geral e verificação de funcionamento antes da entrega; manual de uso e manutenção (NBR 14037)." },
  { key: "encerramento", title: "Local, data e assinatura", brief: "Cidade e data, linha de assinatura, nome do responsável técnico e registro no CAU." },
];

const JUSTIFICATIVA: SectionSpec[] = [
  { key: "localizacao-zoneamento", title: "Localização e zoneamento", brief: "Onde está o terreno, a zona da lei de uso e ocupação e os parâmetros que limitam o projeto." },
  { key: "terreno", title: "Terreno", brief: "Dimensões, topografia, vegetação, insolação e ventos, e como cada um pesou nas decisões." },
  { key: "conceito", title: "Conceito", brief: "A ideia que guia o projeto, ligada ao que o cliente pediu no briefing." },
  { key: "partido", title: "Partido", brief: "Geometria, volumetria e referências adotadas, e por quê." },
  { key: "implantacao", title: "Implantação", brief: "Posição da edificação no lote: recuos, acessos, orientação solar e relação com o entorno." },
  { key: "organizacao-funcional", title: "Organização espacial e funcional", brief: "Setorização (social, íntimo, serviço…), fluxos e como o programa de necessidades foi atendido." },
  { key: "sistema-construtivo", title: "Sistema construtivo e materiais", brief: "Sistema construtivo e materiais escolhidos, com as razões técnicas e de custo." },
  { key: "conforto-sustentabilidade", title: "Conforto e sustentabilidade", brief: "Conforto térmico, acústico e luminoso, ventilação natural, uso de água e energia." },
  { key: "aspectos-economicos", title: "Aspectos econômicos", brief: "Padrão de acabamento, área, os valores do orçamento do projeto e decisões que controlam o custo da obra e da manutenção." },
  { key: "encerramento", title: "Local, data e assinatura", brief: "Cidade e data, linha de assinatura, nome do responsável técnico e registro no CAU." },
];

const CONCEITO: SectionSpec[] = [
  { key: "declaracao", title: "Conceito", brief: "Uma declaração curta da ideia central do projeto." },
  { key: "ideias-norteadoras", title: "Ideias norteadoras", brief: "Três a cinco ideias que orientam as decisões de projeto." },
  { key: "paleta", title: "Paleta de materiais e cores", brief: "Materiais, texturas e cores propostos, coerentes com o padrão de acabamento." },
  { key: "relacao-briefing", title: "Relação com o briefing", brief: "Como o conceito responde ao que o cliente disse no briefing (cite as respostas)." },
  { key: "referencias", title: "Referências", brief: "As referências visuais salvas para o projeto e o que cada uma inspira." },
];

const APRESENTACAO: SectionSpec[] = [
  { key: "apresentacao", title: "Apresentação", brief: "Um parágrafo para o cliente: o projeto, para quem é e o que ele resolve." },
  { key: "proposta", title: "A proposta", brief: "Como será viver ou trabalhar no espaço: ambientes, luz, materiais — em linguagem simples, sem jargão." },
  { key: "proximos-passos", title: "Próximos passos", brief: "A etapa atual do projeto e o que vem a seguir." },
];

export const WRITTEN_SECTIONS: Record<WrittenKind, SectionSpec[]> = {
  conceito: CONCEITO,
  memorial: MEMORIAL,
  justificativa: JUSTIFICATIVA,
  apresentacao: APRESENTACAO,
};

export function sectionSpec(kind: WrittenKind, key: string): SectionSpec | undefined {
  return WRITTEN_SECTIONS[kind].find((s) => s.key === key);
}

/** A new written document: every section of its kind, titled and empty (the first draft fills them). */
export function emptyWrittenContent(kind: WrittenKind): WrittenContent {
  return { sections: WRITTEN_SECTIONS[kind].map((s) => ({ key: s.key, title: s.title, blocks: [] })) };
}

/** The marker the offline generator leaves where the architect must complete ("[completar: sistema estrutural]"). */
export function toComplete(what: string): string {
  return `[completar: ${what}]`;
}

/** Whether a written document has any text yet (an empty one is drafted when opened). */
export function hasText(content: WrittenContent): boolean {
  return content.sections.some((s) => s.blocks.length > 0);
}
