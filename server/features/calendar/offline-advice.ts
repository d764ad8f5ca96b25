import { eventKind, type EventKind } from "#domain/calendar";

/**
 * The offline preparation advice of an event (R-CAL-4): chosen by what the event is (read from its
 * title), with the project when there is one. The AI's advice replaces it when a provider answers.
 */
const ADVICE: Record<EventKind, string[]> = {
  reuniao: [
    "Envie a pauta ao cliente na véspera, com os pontos que precisam de decisão.",
    "Leve a versão mais recente dos desenhos e o briefing impressos ou no tablet.",
    "Anote as decisões e registre-as por escrito logo depois (e-mail ou WhatsApp), com prazo de cada pendência.",
  ],
  visita: [
    "Leve trena (ou trena a laser), câmera e a planta do terreno ou do imóvel.",
    "Confira acesso, orientação solar, níveis, vizinhança e redes existentes (água, esgoto, energia).",
    "Fotografe tudo com referência de escala e registre medidas no croqui no próprio local.",
  ],
  entrega: [
    "Revise a lista de pranchas e documentos contra o escopo contratado.",
    "Confira carimbos, escalas, revisões e a compatibilização com os complementares.",
    "Gere os PDFs e um arquivo compactado com nomes padronizados; guarde a versão entregue.",
  ],
  aprovacao: [
    "Confira a lista de documentos exigida pela prefeitura ou pelo órgão (matrícula, IPTU, ART/RRT, memorial).",
    "Verifique os parâmetros urbanísticos do projeto (taxa de ocupação, coeficiente, recuos, permeabilidade) antes de protocolar.",
    "Leve cópias assinadas e anote o número do protocolo para acompanhar o processo.",
  ],
  apresentacao: [
    "Ensaie a sequência: conceito, implantação, plantas, imagens e próximos passos.",
    "Teste o arquivo e o equipamento de projeção antes; tenha o PDF também offline.",
    "Prepare respostas para prazo e custo estimado, e feche com as decisões que você precisa do cliente.",
  ],
  obra: [
    "Leve o projeto executivo atualizado e a lista de pendências da última visita.",
    "Confira o diário de obra e o cronograma; fotografe o andamento com data.",
    "Registre por escrito qualquer alteração combinada com o cliente ou o empreiteiro.",
  ],
  outro: [
    "Separe os documentos e arquivos do assunto com antecedência.",
    "Confirme horário e local com os participantes na véspera.",
    "Defina o que precisa sair decidido e anote os próximos passos ao final.",
  ],
};

const KIND_NAMES: Record<EventKind, string> = {
  reuniao: "reunião",
  visita: "visita técnica",
  entrega: "entrega",
  aprovacao: "aprovação ou protocolo",
  apresentacao: "apresentação",
  obra: "acompanhamento de obra",
  outro: "compromisso",
};

export function offlineEventAdvice(input: { title: string; dateLabel: string; time: string; projectName: string | null }): string {
  const kind = eventKind(input.title);
  const about = input.projectName ? ` do projeto ${input.projectName}` : "";
  return [
    `Preparação para ${KIND_NAMES[kind]}${about} em ${input.dateLabel} às ${input.time}:`,
    ...ADVICE[kind].map((line) => `- ${line}`),
  ].join("\n");
}
