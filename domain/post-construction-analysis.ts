import { dayBR } from "./days";
import type { AnalysisTable, ToolAnalysis } from "./tool-analysis";

/**
 * Post-construction tool ("pos-obra", issue 18 item 2): the checklist for the delivery status,
 * what the owner's manual must contain (NBR 14037), the maintenance programme (NBR 5674) and the
 * dated maintenance agenda that becomes reminders and an ICS for the client.
 *
 * Facts come from shared/domain-facts/nbr.json (each with its source below). nbr.json holds no
 * periodicity per building system, so none is made up here: every system's periodicity reads
 * "Conforme o manual do fabricante". The one dated activity is the yearly planning and budget of
 * the maintenance, which is the title of section 5 of NBR 5674:2012 (read in the norm's table of
 * contents, source below; not yet in nbr.json).
 *
 * Pure: dates come in as "aaaa-mm-dd" and the arithmetic is done on UTC calendar days, so the
 * server's time zone never moves a date.
 */

// ---------------------------------------------------------------------------------------------
// Sources (nbr.json entries, plus the NBR 5674 table of contents for the yearly planning)

const NBR14037 = "ABNT NBR 14037:2011 — https://pt.scribd.com/document/416806173/NBR14037-Arquivo-para-impressao-pdf";
const NBR5674 =
  "ABNT NBR 5674 (edição de 2012, a confirmar em fonte primária), seção 5 (planejamento anual e previsão orçamentária) — https://es.scribd.com/document/657864431/NBR-5674-de-07-2012-Manutenc-a-o-de-edificac-o-es-Requisitos-para-o-sistema-de-gesta-o-de-manutenc-a-o";
const NBR15575 = "ABNT NBR 15575:2013 (VUP depende da manutenção) — https://pt.scribd.com/document/410973818/NBR-15575-1";
const NBR6492 = "ABNT NBR 6492 (fases até o 'as built') — https://marcelosbarra.com/representacao-projetos-arquitetura-nbr-6492-ii";
const NBR16280 = "ABNT NBR 16280:2020 (sistemas da edificação; termo de encerramento) — https://www.passeidireto.com/arquivo/151267758/abnt-nbr-16280-2020-versao-corrigida-2022";

/** Short names for the "Norma" column. */
const N14037 = "NBR 14037:2011";
// nbr.json marks the 2012 edition as not confirmed in a primary source: said so wherever it shows.
const N5674 = "NBR 5674 (ed. 2012 a confirmar)";
const N15575 = "NBR 15575:2013";
const N6492 = "NBR 6492";
const N16280 = "NBR 16280:2020";

// ---------------------------------------------------------------------------------------------
// Dates: "aaaa-mm-dd" on UTC calendar days

interface Day {
  y: number;
  m: number; // 1..12
  d: number;
}

function daysInMonth(y: number, m: number): number {
  // Day 0 of the next month is the last day of this one (UTC, so no DST or zone shift).
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** "2026-01-31" → {2026, 1, 31}; a day that does not exist (2026-02-30) or other text → null. */
export function parseIsoDay(text: string | undefined): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((text ?? "").trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return { y, m: mo, d };
}

const iso = ({ y, m, d }: Day) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/**
 * Adds whole months keeping the day of the month, clamped to the month's end: 2026-01-31 + 1 →
 * 2026-02-28, + 2 → 2026-03-31 (always counted from the same start, so the 31st comes back).
 */
export function addMonthsIso(start: string, months: number): string | null {
  const day = parseIsoDay(start);
  if (!day) return null;
  const index = day.y * 12 + (day.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return iso({ y, m, d: Math.min(day.d, daysInMonth(y, m)) });
}

/** 1 → "Mensal", 12 → "Anual", 36 → "A cada 3 anos". */
export function periodicityLabel(months: number): string {
  const named: Record<number, string> = { 1: "Mensal", 2: "Bimestral", 3: "Trimestral", 6: "Semestral", 12: "Anual" };
  if (named[months]) return named[months];
  if (months % 12 === 0) return `A cada ${months / 12} anos`;
  return `A cada ${months} meses`;
}

// ---------------------------------------------------------------------------------------------
// Delivery status and checklists

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  naoiniciado: "Entrega não iniciada",
  emandamento: "Entrega em andamento",
  finalizando: "Finalizando a entrega",
  revisao: "Em revisão",
  concluido: "Entrega concluída",
};

interface ChecklistItem {
  item: string;
  norm: string;
}

/** What to do at each status; items cite the nbr.json entry they rest on ("—" for practice). */
const CHECKLISTS: Record<string, ChecklistItem[]> = {
  naoiniciado: [
    { item: "Agendar a vistoria de entrega com o cliente e listar as pendências encontradas", norm: "—" },
    { item: "Reunir o registro do que foi construído (as built) junto com o projeto executivo", norm: N6492 },
    { item: "Montar o manual de uso, operação e manutenção com o conteúdo da NBR 14037 (tabela abaixo)", norm: N14037 },
    { item: "Juntar garantias, notas e contatos de fornecedores para o manual", norm: N14037 },
    { item: "Preparar o programa de manutenção preventiva e os responsáveis por ele", norm: N5674 },
  ],
  emandamento: [
    { item: "Fazer a vistoria conjunta e registrar cada pendência com responsável e prazo (tabela de pendências)", norm: "—" },
    { item: "Acompanhar a correção das pendências e registrar o que foi feito", norm: N5674 },
    { item: "Conferir que o manual informa as sobrecargas limitantes e as condições de perda de garantia", norm: N14037 },
    { item: "Atualizar o as built com as mudanças feitas durante a obra", norm: N6492 },
  ],
  finalizando: [
    { item: "Confirmar que todas as pendências foram resolvidas e registradas", norm: "—" },
    { item: "Entregar o manual de uso, operação e manutenção (a entrega é obrigatória)", norm: N14037 },
    { item: "Orientar o cliente sobre operação, uso e limpeza dos sistemas", norm: N14037 },
    { item: "Apresentar o programa de manutenção preventiva e a agenda de manutenção", norm: N5674 },
    { item: "Preparar o termo de recebimento para assinatura", norm: "—" },
  ],
  revisao: [
    { item: "Revisar as pendências apontadas pelo cliente e fazer nova vistoria", norm: "—" },
    { item: "Registrar as correções (os registros fazem parte da gestão da manutenção)", norm: N5674 },
    { item: "Atualizar o manual e o as built com o que mudou na revisão", norm: N14037 },
  ],
  concluido: [
    { item: "Arquivar o termo de recebimento assinado pelo cliente", norm: "—" },
    { item: "Confirmar a entrega do manual com garantias, assistência técnica e fornecedores", norm: N14037 },
    { item: "Iniciar o programa de manutenção e o planejamento anual das atividades", norm: N5674 },
    { item: "Lembrar o cliente de que a vida útil de projeto depende da manutenção feita conforme o manual", norm: N15575 },
    { item: "Em reformas futuras: termo de encerramento e atualização do manual", norm: N16280 },
  ],
};

/** The contents NBR 14037 requires in the manual (nbr.json, NBR 14037 entry). */
const MANUAL_ITEMS: [string, string][] = [
  ["Apresentação, índice e introdução", "Identificação da edificação e como usar o manual"],
  ["Definições", "Termos usados no manual"],
  ["Garantias e assistência técnica", "Prazos e condições, inclusive as situações de perda de garantia"],
  ["Memorial descritivo", "Sistemas e materiais empregados na edificação"],
  ["Fornecedores", "Contatos de fornecedores e prestadores de serviço"],
  ["Operação, uso e limpeza", "Como operar, usar e limpar cada sistema; sobrecargas limitantes (NBR 15575)"],
  ["Programa de manutenção preventiva", "Atividades, periodicidades e responsáveis (gestão conforme a NBR 5674)"],
  ["Informações complementares", "Meio ambiente e segurança"],
];

// ---------------------------------------------------------------------------------------------
// Maintenance programme

export interface MaintenanceItem {
  system: string;
  action: string;
  /** Months between two occurrences, only where a source gives it; null → no date. */
  everyMonths: number | null;
  /** What the periodicity column says when there is no `everyMonths`. */
  periodicityText?: string;
  norm: string;
}

const BY_MANUFACTURER = "Conforme o manual do fabricante";

/**
 * The programme. Systems are the ones nbr.json lists for NBR 16280 (a building's systems); their
 * periodicities are not in nbr.json, so they point to the manufacturer's manual.
 */
export const MAINTENANCE_PROGRAMME: MaintenanceItem[] = [
  {
    system: "Gestão da manutenção",
    action: "Planejamento anual das atividades de manutenção e previsão orçamentária",
    everyMonths: 12,
    norm: N5674,
  },
  {
    system: "Gestão da manutenção",
    action: "Registrar cada inspeção e serviço executado (registros e responsáveis)",
    everyMonths: null,
    periodicityText: "A cada intervenção",
    norm: N5674,
  },
  ...[
    "Estrutura",
    "Instalações elétricas",
    "Instalações de gás",
    "Instalações hidrossanitárias e reservatórios",
    "Revestimentos",
    "Impermeabilização",
    "Esquadrias",
    "Ar-condicionado",
    "Sistemas de incêndio",
    "Equipamentos",
  ].map((system) => ({
    system,
    action: "Inspecionar e manter conforme o programa do manual da edificação",
    everyMonths: null,
    norm: `${N5674}; ${N14037}`,
  })),
];

// ---------------------------------------------------------------------------------------------
// Inputs

const splitList = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n|;/)
    .map((s) => s.replace(/^[-*•\s]+/, "").trim())
    .filter(Boolean);

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Who answers for each pending item. "hidráulica: Pedro" lines match the items that mention
 * "hidráulica"; otherwise one name answers for all, or the names follow the items in order
 * when there are as many names as items.
 */
export function assignResponsibles(pending: string[], responsaveis: string | undefined): string[] {
  const entries = splitList(responsaveis);
  const keyed = entries
    .map((e) => /^([^:]{2,40}):\s*(.+)$/.exec(e))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ key: fold(m[1]!.trim()), name: m[2]!.trim() }));
  const plain = entries.filter((e) => !/^([^:]{2,40}):\s*(.+)$/.test(e));
  return pending.map((item, i) => {
    const match = keyed.find((k) => fold(item).includes(k.key));
    if (match) return match.name;
    if (plain.length === 1) return plain[0]!;
    if (plain.length === pending.length) return plain[i]!;
    return "A definir";
  });
}

interface Base {
  start: string | null;
  today: string | null;
  warnings: string[];
}

/** The delivery date (or today), and the warnings about the dates typed. */
function baseDate(inputs: Record<string, string>, todayText: string): Base {
  const warnings: string[] = [];
  const today = parseIsoDay(todayText) ? todayText.trim() : null;
  const typed = (inputs.dataPrevisao ?? "").trim();
  if (typed && parseIsoDay(typed)) return { start: typed, today, warnings };
  if (typed) warnings.push(`A data de previsão "${typed}" não é uma data válida: informe-a como dd/mm/aaaa. A agenda foi contada a partir de hoje.`);
  else warnings.push("Sem data de previsão da entrega: a agenda de manutenção foi contada a partir de hoje. Informe a data de entrega para datas exatas.");
  return { start: today, today, warnings };
}

/** The occurrences start + k·every (k ≥ 1) from today on (no reminder in the past), up to `until`. */
function occurrences(start: string, everyMonths: number, from: string, until: string): string[] {
  const out: string[] = [];
  for (let k = 1; k <= 1200; k++) {
    const date = addMonthsIso(start, k * everyMonths);
    if (!date || date > until) break;
    if (date >= from) out.push(date);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public API

export interface MaintenanceEntry {
  title: string;
  /** "aaaa-mm-dd" */
  date: string;
  description: string;
}

export interface ScheduleOptions {
  /** "aaaa-mm-dd" */
  today: string;
  /** How far ahead the reminders go, counted from the later of the delivery date and today. */
  horizonMonths?: number;
  /** The programme to schedule (defaults to MAINTENANCE_PROGRAMME). */
  items?: MaintenanceItem[];
}

/**
 * The dated maintenance entries over the horizon, for the server's reminders and the client's
 * ICS. Each periodic activity repeats from the delivery date (or today when there is none);
 * only dates from today on are returned, up to `horizonMonths` after max(delivery, today).
 */
export function maintenanceSchedule(inputs: Record<string, string>, options: ScheduleOptions): MaintenanceEntry[] {
  const { start, today } = baseDate(inputs, options.today);
  if (!start || !today) return [];
  const horizon = Math.max(0, Math.floor(options.horizonMonths ?? 24));
  const from = start > today ? start : today;
  const until = addMonthsIso(from, horizon) ?? from;
  const project = inputs.nomeProjeto?.trim();
  const entries: MaintenanceEntry[] = [];
  for (const item of options.items ?? MAINTENANCE_PROGRAMME) {
    if (!item.everyMonths || item.everyMonths < 1) continue;
    for (const date of occurrences(start, item.everyMonths, today, until)) {
      entries.push({
        title: project ? `${item.action} — ${project}` : item.action,
        date,
        description: `${item.system}: ${item.action}. Periodicidade: ${periodicityLabel(item.everyMonths).toLowerCase()}, contada a partir de ${dayBR(start)} (${item.norm}).`,
      });
    }
  }
  return entries.sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? -1 : 1));
}

export function analyzePostConstruction(inputs: Record<string, string>, options: { today: string }): ToolAnalysis {
  const { start, today, warnings } = baseDate(inputs, options.today);
  const tables: AnalysisTable[] = [];
  const status = inputs.statusEntrega?.trim() ?? "";
  const known = status in CHECKLISTS;
  if (!known) {
    warnings.push(
      status
        ? `Status de entrega "${status}" não reconhecido: escolha um status da lista. Mostramos o checklist de antes da entrega.`
        : "Escolha o status da entrega para ver o checklist da etapa. Mostramos o checklist de antes da entrega.",
    );
  }
  const statusId = known ? status : "naoiniciado";
  tables.push({
    title: `Checklist — ${DELIVERY_STATUS_LABELS[statusId]}`,
    columns: ["#", "O que fazer", "Norma"],
    rows: CHECKLISTS[statusId]!.map((c, i) => [String(i + 1), c.item, c.norm]),
  });

  const pending = splitList(inputs.pendencias);
  if (pending.length) {
    const who = assignResponsibles(pending, inputs.responsaveis);
    tables.push({
      title: "Pendências",
      columns: ["#", "Pendência", "Responsável"],
      rows: pending.map((p, i) => [String(i + 1), p, who[i]!]),
      notes: who.includes("A definir")
        ? ['Para indicar quem resolve cada pendência, escreva em "Responsáveis" um nome para todas, um nome por pendência na mesma ordem, ou "assunto: nome" (ex.: "hidráulica: Pedro").']
        : undefined,
    });
  } else if (statusId === "emandamento" || statusId === "revisao") {
    warnings.push('Nenhuma pendência informada: liste-as em "Pendências", uma por linha ou separadas por ";".');
  }

  tables.push({
    title: "Manual de uso, operação e manutenção — conteúdo (NBR 14037)",
    columns: ["Item do manual", "O que deve conter"],
    rows: MANUAL_ITEMS.map(([a, b]) => [a, b]),
    notes: ["A entrega do manual ao usuário é obrigatória e se relaciona ao Código de Defesa do Consumidor (1990)."],
  });

  tables.push({
    title: "Programa de manutenção (NBR 5674)",
    columns: ["Sistema", "Atividade", "Periodicidade"],
    rows: MAINTENANCE_PROGRAMME.map((m) => [
      m.system,
      m.action,
      m.everyMonths ? periodicityLabel(m.everyMonths) : (m.periodicityText ?? BY_MANUFACTURER),
    ]),
    notes: [
      "As periodicidades por sistema não constam da nossa base de normas: use as do manual de cada fabricante e registre-as no programa.",
      "Manter a edificação conforme a NBR 14037 e a NBR 5674 é condição para atingir a vida útil de projeto da NBR 15575.",
    ],
  });

  if (start && today) {
    const from = start > today ? start : today;
    const rows = MAINTENANCE_PROGRAMME.map((m) => {
      const first = m.everyMonths ? occurrences(start, m.everyMonths, today, addMonthsIso(from, m.everyMonths) ?? from)[0] : undefined;
      return [
        `${m.system}: ${m.action}`,
        m.everyMonths ? periodicityLabel(m.everyMonths) : (m.periodicityText ?? BY_MANUFACTURER),
        first ? dayBR(first) : "Definir pelo manual do fabricante",
      ];
    }).filter((r) => r[1] !== "A cada intervenção");
    tables.push({
      title: "Agenda de manutenção",
      columns: ["Atividade", "Periodicidade", "Primeira data"],
      rows,
      notes: [
        `Datas contadas a partir de ${dayBR(start)} (${inputs.dataPrevisao && parseIsoDay(inputs.dataPrevisao) ? "data de entrega" : "hoje"}); só entram datas de hoje em diante.`,
        'Use "Gerar agenda de manutenção" para criar os lembretes e o arquivo de calendário (ICS) para o cliente.',
      ],
    });
  } else {
    warnings.push("Não foi possível calcular a agenda de manutenção: a data de hoje não foi informada corretamente.");
  }

  return { tables, warnings, sources: [NBR14037, NBR5674, NBR15575, NBR6492, NBR16280] };
}

/** The offline answer: the computed analysis, then what to do with it. */
export function postConstructionOfflineText(analysis: ToolAnalysis, inputs: Record<string, string>): string {
  const project = inputs.nomeProjeto?.trim();
  return [
    project ? `## Pós-obra — ${project}` : "## Pós-obra",
    "Esta é a base offline do Prancheta: checklist, conteúdo do manual e programa de manutenção calculados a partir dos dados informados e das normas citadas. Com um provedor de IA configurado, a resposta detalha estes pontos sem contradizer as tabelas.",
    "",
    "### Orientações",
    "- Registre cada vistoria, pendência e correção com data e responsável: esses registros compõem a gestão da manutenção (NBR 5674).",
    "- Entregue o manual (NBR 14037) por escrito e guarde o comprovante de entrega junto com o termo de recebimento.",
    "- A agenda gerada data só o planejamento anual da NBR 5674; antes de entregá-la ao cliente, acrescente no calendário as revisões com as periodicidades dos manuais dos fabricantes (impermeabilização, esquadrias, equipamentos, instalações).",
  ].join("\n");
}
