import { formatMoney } from "#domain/budget";
import { dayBR } from "#domain/days";
import { stageName } from "#server/features/documents/proposals/proposal-text";
import type { FeeStage } from "#domain/fees/fees";
import { REMINDER_DESCRIPTION_MAX, REMINDER_TITLE_MAX } from "#domain/reminders.schema";

/**
 * When the RRT must be registered (R-CONTRACT-5, decision 099), as CAU's own pages put it:
 * - CAU/BR, Guia do RRT, "3. Quando se deve fazer o RRT?" (https://caubr.gov.br/3-quando-se-deve-fazer-o-rrt/):
 *   before the activities of the Execução group, or until the end of the activities of the others.
 * - CAU/RJ on Res. CAU/BR nº 91/2014, art. 2º
 *   (https://caurj.gov.br/como-evitar-que-o-meu-rrt-seja-registrado-como-extemporaneo): for the
 *   Projeto group, at the start or until the end of the activity, or before whichever comes first
 *   of the final delivery to the client, the filing with the body that approves the project, or
 *   the publication of the documents; out of time it is "extemporâneo" and costs double.
 * There is no fixed number of days for a project, so the reminder names no day of its own: it is
 * due on the signing day and says to check SICCAU.
 */
export const RRT_DEADLINE_RULE =
  "Prazo (Resolução CAU/BR nº 91/2014, art. 2º, como o CAU/RJ resume): para atividades do grupo Projeto, registre o RRT no início ou até o término da atividade, e antes do que ocorrer primeiro: a entrega final dos documentos técnicos ao contratante, o protocolo do projeto no órgão que o analisa e aprova, ou a publicação ou divulgação dos documentos. Fora do prazo, o RRT é extemporâneo e custa o dobro. Confira no SICCAU as regras em vigor.";

export const RRT_RULE_SOURCES = [
  "https://caurj.gov.br/como-evitar-que-o-meu-rrt-seja-registrado-como-extemporaneo",
  "https://caubr.gov.br/3-quando-se-deve-fazer-o-rrt/",
] as const;

export interface RrtReminderFacts {
  projectName: string;
  documentTitle: string;
  version: number;
  signedBy: string;
  /** aaaa-mm-dd, the day in Brazil. */
  signedOn: string;
  clientName: string;
  stages: FeeStage[];
  /** m² */
  builtArea: number | null;
  /** cents */
  feeTotal: number | null;
  workAddress: string | null;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The reminder's title and description: what SICCAU's form asks for, and the deadline rule. */
export function rrtReminder(f: RrtReminderFacts): { title: string; description: string } {
  const area = f.builtArea !== null ? `${new Intl.NumberFormat("pt-BR").format(f.builtArea)} m²` : "não informada no projeto";
  const lines = [
    `${f.documentTitle} (versão ${f.version}): assinatura no portal por ${f.signedBy} em ${dayBR(f.signedOn)}.`,
    `Contratante: ${f.clientName}.`,
    `Atividade: grupo Projeto da Resolução CAU/BR nº 21/2012${f.stages.length > 0 ? `, etapas ${f.stages.map(stageName).join(", ")}` : ""}.`,
    `Área construída: ${area}.`,
    `Honorários: ${f.feeTotal !== null ? formatMoney(f.feeTotal) : "sem cálculo salvo"}.`,
    `Endereço da obra: ${f.workAddress ?? "não informado no projeto"}.`,
    RRT_DEADLINE_RULE,
    "Depois de emitir, grave o número do RRT na página do projeto.",
  ];
  return { title: cut(`Emitir o RRT do projeto ${f.projectName}`, REMINDER_TITLE_MAX), description: cut(lines.join("\n"), REMINDER_DESCRIPTION_MAX) };
}
