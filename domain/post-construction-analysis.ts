import { dayBR } from "./days";
import { exportFileName } from "./file-names";
export { recurrenceRule } from "./ics";
import type { AnalysisTable, ToolAnalysis } from "./tool-analysis";

/**
 * Post-construction tool ("pos-obra", issue 18 item 2): the checklist for the delivery status,
 * what the owner's manual must contain (NBR 14037), the maintenance programme (NBR 5674) and the
 * dated maintenance agenda that becomes reminders and an ICS for the client.
 *
 * Facts come from shared/domain-facts/nbr.json (norms cited by their own identification) and, for
 * the periodicity of each system's tasks, from published owner's manuals, a manufacturer's sheet
 * and an agency's page (each task keeps its source). Every periodicity is shown as a reference to
 * adapt to the building's own manual; a figure from a weaker source is shown as an estimate, and a
 * system no source dates keeps "Conforme o manual do fabricante". The yearly planning and budget
 * is the title of section 5 of NBR 5674:2012.
 *
 * Pure: dates come in as "aaaa-mm-dd" and the arithmetic is done on UTC calendar days, so the
 * server's time zone never moves a date.
 */

// ---------------------------------------------------------------------------------------------
// Sources (nbr.json entries, plus the NBR 5674 table of contents for the yearly planning)

const NBR14037 = "ABNT NBR 14037:2011 — Diretrizes para elaboração de manuais de uso, operação e manutenção das edificações";
const NBR5674 = "ABNT NBR 5674 (edição de 2012, a confirmar em fonte primária), seção 5 (planejamento anual e previsão orçamentária)";
const NBR15575 = "ABNT NBR 15575:2013 (VUP depende da manutenção)";
const NBR6492 = "ABNT NBR 6492 (fases até o 'as built')";
const NBR16280 = "ABNT NBR 16280:2020 (sistemas da edificação; termo de encerramento)";

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

/** Who carries out a task, as the published manuals' tables name them. */
export type MaintenanceRole = "proprietario" | "sindico" | "empresa";
export const ROLE_LABELS: Record<MaintenanceRole, string> = {
  proprietario: "Proprietário",
  sindico: "Síndico (áreas comuns)",
  empresa: "Empresa especializada",
};

export interface MaintenanceItem {
  system: string;
  action: string;
  /** Months between two occurrences, only where a source gives it; null → no date. */
  everyMonths: number | null;
  /** What the periodicity column says when there is no `everyMonths`. */
  periodicityText?: string;
  /** True when the figure rests on a source weaker than a guide or a manufacturer: shown as an estimate. */
  uncertain?: boolean;
  /** Who does it: each task, and each pending item of its system, goes to this role (decision 080). */
  role: MaintenanceRole;
  norm: string;
  /** The page the periodicity was read from (kept with the fact, shown in the sources). */
  source?: string;
}

const BY_MANUFACTURER = "Conforme o manual do fabricante";
/** Every periodicity shown is a reference to adapt to the building's own manual, never a rule. */
export const REFERENCE_LABEL = "referência para adaptar ao manual da edificação";

// Sources of the periodicities (pages read; the norms cited by their own identification).
const SRC_RESERVATORIO = "Jornal do Síndico, limpeza de caixas d'água a cada seis meses por empresa especializada — https://jornaldosindico.com.br/campinas/materias/limpeza-de-caixas-dagua";
const SRC_MVL = "MVL Incorporadora, dicas de conservação do manual do proprietário (rejuntamento e vedação das esquadrias, anual) — https://mvlincorporadora.com.br/dicas-de-conservacao";
const SRC_PERFAB = "Perfab (fabricante de esquadrias), limpeza a cada 12 meses em zona urbana e a cada 3 meses em zona marítima ou industrial — http://perfab.com.br/info2.html";
const SRC_EXTINTOR = "IPEM-SP, extintores inspecionados a cada 12 meses conforme ABNT NBR 12962 — https://ipemsp.wordpress.com/2011/05/17/quando-recarregar-os-extintores-de-incendio-segundo-as-normas-da-abnt/";
const SRC_IMPERMEABILIZACAO = "Porto BSB, manual do proprietário, impermeabilização (aerar a terra das jardineiras anualmente; intervenções por empresa especializada) — http://portobsb.com.br/manual/solar/proprietario/uso_manutencao/impermeabilizacao.htm";
const SRC_CYPE_IMPERMEABILIZACAO = "CYPE, instruções de uso e manutenção, impermeabilizações (inspeção visual anual pelo usuário) — https://brasil.geradordeprecos.info/manualdeutilizacaoemanutencao/Isolamentos_e_impermeabilizacoes/Impermeabilizacoes/Fundacoes.html";
const SRC_AR = "Manter (empresa de manutenção), limpeza dos filtros mensal e dos componentes internos a cada seis meses (PMOC) — https://manter.com.br/2018/07/17/a-falta-de-manutencao-do-ar-condicionado-traz-riscos-a-saude/";
const SRC_ELETRICA = "Faça Você Mesmo, inspeção anual das instalações elétricas por eletricista qualificado — https://facavocemesmo.net/manutencao-de-sistemas-eletricos";
const SRC_GAS = "O Itaperunense, cuidados com o gás: validade da mangueira e do regulador — https://oitaperunense.com.br/site/entenda-os-riscos-que-oferece-um-vazamento-de-gas";

/**
 * The programme: each system of the building (the ones nbr.json lists for NBR 16280) with its
 * typical task, periodicity and who does it, from published owner's manuals, a manufacturer's
 * sheet and an agency's page (sources above). A system no source we read dates keeps "Conforme o
 * manual do fabricante"; a figure from a weaker source is `uncertain` and shown as an estimate.
 */
export const MAINTENANCE_PROGRAMME: MaintenanceItem[] = [
  { system: "Gestão da manutenção", action: "Planejamento anual das atividades de manutenção e previsão orçamentária", everyMonths: 12, role: "proprietario", norm: N5674 },
  { system: "Gestão da manutenção", action: "Registrar cada inspeção e serviço executado (registros e responsáveis)", everyMonths: null, periodicityText: "A cada intervenção", role: "proprietario", norm: N5674 },
  { system: "Estrutura", action: "Inspecionar fissuras, deformações e sinais de corrosão ou infiltração", everyMonths: null, role: "empresa", norm: `${N5674}; ${N14037}` },
  { system: "Instalações elétricas", action: "Revisar quadros, disjuntores, DR e conexões (eletricista habilitado)", everyMonths: 12, uncertain: true, role: "empresa", norm: N5674, source: SRC_ELETRICA },
  { system: "Instalações de gás", action: "Conferir a validade da mangueira e do regulador e trocá-los vencidos", everyMonths: null, periodicityText: "Na validade impressa nas peças", role: "proprietario", norm: N14037, source: SRC_GAS },
  { system: "Instalações hidrossanitárias e reservatórios", action: "Limpar e desinfetar os reservatórios de água (caixa d'água)", everyMonths: 6, role: "empresa", norm: N5674, source: SRC_RESERVATORIO },
  { system: "Revestimentos", action: "Revisar o rejuntamento das áreas molhadas (box) e refazer onde falhar", everyMonths: 12, role: "proprietario", norm: N5674, source: SRC_MVL },
  { system: "Impermeabilização", action: "Inspecionar a impermeabilização aparente e aerar a terra das jardineiras", everyMonths: 12, role: "proprietario", norm: N5674, source: `${SRC_CYPE_IMPERMEABILIZACAO}; ${SRC_IMPERMEABILIZACAO}` },
  { system: "Esquadrias", action: "Revisar a vedação de silicone das esquadrias de alumínio", everyMonths: 12, role: "empresa", norm: N5674, source: SRC_MVL },
  { system: "Esquadrias", action: "Limpar esquadrias e trilhos com detergente neutro (zona urbana; na orla, a cada 3 meses)", everyMonths: 12, role: "proprietario", norm: N5674, source: SRC_PERFAB },
  { system: "Ar-condicionado", action: "Limpar os filtros dos aparelhos", everyMonths: 1, uncertain: true, role: "proprietario", norm: N5674, source: SRC_AR },
  { system: "Ar-condicionado", action: "Limpeza interna dos aparelhos por técnico", everyMonths: 6, uncertain: true, role: "empresa", norm: N5674, source: SRC_AR },
  { system: "Sistemas de incêndio", action: "Inspeção e manutenção dos extintores (empresa registrada no Inmetro)", everyMonths: 12, role: "empresa", norm: "NBR 12962", source: SRC_EXTINTOR },
  { system: "Equipamentos", action: "Manter cada equipamento conforme o manual do seu fabricante", everyMonths: null, role: "proprietario", norm: `${N5674}; ${N14037}` },
];

/** "Semestral" / "Mensal (estimativa)" / "Conforme o manual do fabricante". */
export function periodicityCell(item: MaintenanceItem): string {
  if (!item.everyMonths) return item.periodicityText ?? BY_MANUFACTURER;
  const label = periodicityLabel(item.everyMonths);
  return item.uncertain ? `${label} (estimativa, confirmar no manual do fabricante)` : label;
}


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

/** Words that name a role in "Responsáveis" ("proprietário: Ana", "Hidro Ltda (empresa especializada)"). */
const ROLE_WORDS: [MaintenanceRole, RegExp][] = [
  ["proprietario", /\b(propriet|dono|dona|morador|cliente)/],
  ["sindico", /\b(sindic|administradora|condominio)/],
  ["empresa", /\b(empresa|construtora|empreiteira|especializad|tecnico|eletricista|encanador)/],
];
const roleOf = (text: string): MaintenanceRole | null => ROLE_WORDS.find(([, re]) => re.test(fold(text)))?.[0] ?? null;

/** Words of a pending item that place it in a system of the programme. */
const SYSTEM_WORDS: [string, RegExp][] = [
  ["Estrutura", /\b(estrutur|fissur|trinca|rachadur|pilar|viga|laje)/],
  ["Instalações elétricas", /\b(eletric|tomada|disjuntor|interruptor|quadro de luz|fiacao|lampada)/],
  ["Instalações de gás", /\b(gas|mangueira|regulador)/],
  ["Instalações hidrossanitárias e reservatórios", /\b(hidraul|vazament|torneira|registro|caixa d.?agua|reservatorio|esgoto|ralo|sifao|descarga)/],
  ["Impermeabilização", /\b(impermeabiliz|infiltra|goteira|umidade|mofo)/],
  ["Revestimentos", /\b(revestiment|rejunt|azulejo|ceramic|piso|rodape|pintura|reboco)/],
  ["Esquadrias", /\b(esquadri|janela|porta|vidro|caixilho|fechadura|trilho)/],
  ["Ar-condicionado", /\b(ar.condicionado|split|climatiza)/],
  ["Sistemas de incêndio", /\b(incendio|extintor|hidrante|sprinkler)/],
];

/** The system a pending item belongs to, and who the programme names for that system. */
export function pendingRole(item: string): MaintenanceRole | null {
  const system = SYSTEM_WORDS.find(([, re]) => re.test(fold(item)))?.[0];
  if (!system) return null;
  const tasks = MAINTENANCE_PROGRAMME.filter((m) => m.system === system);
  // A defect to correct goes to whoever does the system's skilled work when there is one.
  return (tasks.find((m) => m.role === "empresa") ?? tasks[0])?.role ?? null;
}

/**
 * Who answers for each pending item. "hidráulica: Pedro" lines match the items that mention
 * "hidráulica". When the list names roles ("proprietário: Ana, empresa especializada: Hidro Ltda"
 * or "Hidro Ltda (empresa especializada)"), each item goes to the role the programme names for its
 * system, never to all of them. Otherwise one name answers for all, or the names follow the items
 * in order when there are as many names as items.
 */
export function assignResponsibles(pending: string[], responsaveis: string | undefined): string[] {
  const entries = splitList(responsaveis).flatMap((e) => e.split(/,\s*/)).map((e) => e.trim()).filter(Boolean);
  const keyed: { key: string; name: string }[] = [];
  const roles = new Map<MaintenanceRole, string>();
  const plain: string[] = [];
  for (const entry of entries) {
    const pair = /^([^:]{2,40}):\s*(.+)$/.exec(entry);
    const paren = /^(.+?)\s*\(([^)]{2,40})\)$/.exec(entry);
    const role = pair ? roleOf(pair[1]!) : paren ? roleOf(paren[2]!) : null;
    if (role && !roles.has(role)) roles.set(role, (pair ? pair[2]! : paren![1]!).trim());
    else if (pair) keyed.push({ key: fold(pair[1]!.trim()), name: pair[2]!.trim() });
    else if (!role) plain.push(entry);
  }
  return pending.map((item, i) => {
    const match = keyed.find((k) => fold(item).includes(k.key));
    if (match) return match.name;
    if (roles.size > 0) {
      const role = pendingRole(item);
      return (role && roles.get(role)) || "A definir";
    }
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

export interface MaintenanceTask extends MaintenanceEntry {
  /** Months between occurrences: the calendar event recurs (ICS RRULE) from `date` on. */
  everyMonths: number;
  role: MaintenanceRole;
}

/**
 * One recurring entry per dated task of the programme, for "Gerar agenda de manutenção": the
 * first occurrence from today on (counted from the delivery date, or today) and its interval;
 * the calendar and the client's ICS repeat it (RRULE) instead of one event per date.
 */
export function maintenanceTasks(inputs: Record<string, string>, options: { today: string; items?: MaintenanceItem[] }): MaintenanceTask[] {
  const { start, today } = baseDate(inputs, options.today);
  if (!start || !today) return [];
  const project = inputs.nomeProjeto?.trim();
  const tasks: MaintenanceTask[] = [];
  for (const item of options.items ?? MAINTENANCE_PROGRAMME) {
    if (!item.everyMonths || item.everyMonths < 1) continue;
    const from = start > today ? start : today;
    const date = occurrences(start, item.everyMonths, today, addMonthsIso(from, item.everyMonths) ?? from)[0];
    if (!date) continue;
    const label = periodicityCell(item).toLowerCase();
    tasks.push({
      title: project ? `${item.action} — ${project}` : item.action,
      date,
      everyMonths: item.everyMonths,
      role: item.role,
      description: [
        `${item.system}: ${item.action}.`,
        `Responsável: ${ROLE_LABELS[item.role]}.`,
        `Periodicidade: ${label}, contada a partir de ${dayBR(start)} — ${REFERENCE_LABEL} (${item.norm}).`,
        item.source ? `Fonte: ${item.source}.` : "",
      ]
        .filter(Boolean)
        .join(" "),
    });
  }
  return tasks.sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? -1 : 1));
}

/** The client's .ics name: "Residência Prado" → "manutencao-residencia-prado.ics". */
export function maintenanceIcsFileName(projectName: string): string {
  return exportFileName(["manutencao", projectName || "obra"], "ics");
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
    columns: ["Sistema", "Atividade", "Periodicidade (referência para adaptar)", "Responsável"],
    rows: MAINTENANCE_PROGRAMME.map((m) => [m.system, m.action, periodicityCell(m), ROLE_LABELS[m.role]]),
    notes: [
      `Periodicidades: ${REFERENCE_LABEL}. Vêm de manuais do proprietário publicados por construtoras, da ficha de um fabricante e de um órgão de metrologia (fontes abaixo); as marcadas como estimativa vêm de fonte mais fraca. Confirme cada uma no manual de cada fabricante antes de entregar o programa.`,
      "Manter a edificação conforme a NBR 14037 e a NBR 5674 é condição para atingir a vida útil de projeto da NBR 15575.",
    ],
  });

  if (start && today) {
    const from = start > today ? start : today;
    const rows = MAINTENANCE_PROGRAMME.filter((m) => m.periodicityText !== "A cada intervenção").map((m) => {
      const first = m.everyMonths ? occurrences(start, m.everyMonths, today, addMonthsIso(from, m.everyMonths) ?? from)[0] : undefined;
      return [`${m.system}: ${m.action}`, periodicityCell(m), first ? dayBR(first) : "Definir pelo manual do fabricante", ROLE_LABELS[m.role]];
    });
    tables.push({
      title: "Agenda de manutenção",
      columns: ["Atividade", "Periodicidade (referência para adaptar)", "Primeira data", "Responsável"],
      rows,
      notes: [
        `Datas contadas a partir de ${dayBR(start)} (${inputs.dataPrevisao && parseIsoDay(inputs.dataPrevisao) ? "data de entrega" : "hoje"}); só entram datas de hoje em diante.`,
        'Use "Gerar agenda de manutenção" para criar os lembretes recorrentes e o arquivo de calendário (ICS) para o cliente.',
      ],
    });
  } else {
    warnings.push("Não foi possível calcular a agenda de manutenção: a data de hoje não foi informada corretamente.");
  }

  const taskSources = [...new Set(MAINTENANCE_PROGRAMME.flatMap((m) => (m.source ? m.source.split("; ") : [])))];
  return { tables, warnings, sources: [NBR14037, NBR5674, NBR15575, NBR6492, NBR16280, ...taskSources] };
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
    "- As periodicidades do programa são referências para adaptar: antes de entregar a agenda ao cliente, confirme-as nos manuais dos fabricantes (estrutura, gás e equipamentos não têm data na nossa base).",
  ].join("\n");
}
