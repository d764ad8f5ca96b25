import { eventKind, type EventKind } from "#domain/calendar";
import { PRIORITY_LABELS, type ReminderPriority } from "#domain/reminders";
import { compareUrgency, dueDay, dueState } from "#domain/reminders.schema";
import { dayBR, daysBetween } from "#domain/days";
import { RULES_DONE_TEXT } from "#domain/result-origin";
import { plural } from "#domain/addressing";

/** What the advice reads of a reminder. */
export interface AdviceReminder {
  id: string;
  title: string;
  description: string | null;
  date: string;
  snoozedUntil: string | null;
  priority: ReminderPriority;
}

/**
 * The system prompt of the reminder's advice (R-REM-1, R-TOOL-4): owned by the server, the
 * browser never sends one. Its role: project management for an architecture studio.
 */
export const REMINDER_SYSTEM_PROMPT = [
  "Você é um assistente de gestão de projetos para escritórios de arquitetura no Brasil: prazos com clientes,",
  "aprovações na prefeitura, visitas de obra, entregas de projeto e reuniões.",
  "Com base no novo lembrete e nos outros lembretes em aberto da pessoa, diga em português do Brasil, de forma",
  "objetiva e prática, o que ela deve fazer primeiro e por quê, numa lista ordenada; aponte o que está atrasado",
  "e o que vence hoje, e dê uma dica concreta para o novo lembrete. Use datas no formato dd/MM/aaaa.",
  "Não invente compromissos que não estejam na lista.",
].join(" ");

/** "Falta 1 dia", "Faltam 3 dias": the verb agrees with the count. */
const left = (days: number) => `${days === 1 ? "Falta" : "Faltam"} ${plural(days, "dia", "dias")}`;

function when(r: AdviceReminder, today: string): string {
  const day = dueDay(r);
  const n = daysBetween(today, day);
  if (n < 0) return `atrasado desde ${dayBR(day)} (há ${plural(-n, "dia", "dias")})`;
  if (n === 0) return "vence hoje";
  if (n === 1) return `vence amanhã (${dayBR(day)})`;
  return `vence em ${dayBR(day)} (em ${n} dias)`;
}

/** The prompt (R-TOOL-4): the new reminder as "id: value" lines, then the other open ones and today. */
export function reminderPrompt(created: AdviceReminder, others: AdviceReminder[], today: string): string {
  const lines = [
    `titulo: ${created.title}`,
    created.description ? `descricao: ${created.description}` : "",
    `data: ${dayBR(created.date)}`,
    `prioridade: ${PRIORITY_LABELS[created.priority]}`,
  ].filter(Boolean);
  const open = others.length
    ? others
        .slice(0, 30)
        .map((r) => `- ${r.title} — ${dayBR(dueDay(r))}, prioridade ${PRIORITY_LABELS[r.priority]}`)
        .join("\n")
    : "(nenhum)";
  return `${lines.join("\n")}\n\nHoje: ${dayBR(today)}\n\nOutros lembretes em aberto:\n${open}\n\nComo devo priorizar?`;
}

/** A concrete tip by what the reminder is about (the calendar's kinds of event). */
const KIND_TIPS: Record<EventKind, string> = {
  reuniao: "Para a reunião, leve a pauta e o material impresso ou no tablet, e registre as decisões por e-mail ao cliente no mesmo dia.",
  visita: "Para a visita, confirme o acesso ao local na véspera e leve trena, câmera e a última revisão das plantas.",
  entrega: "Para a entrega, feche a revisão das pranchas um dia antes e confira carimbos, escalas e a lista de arquivos.",
  aprovacao: "Processos na prefeitura costumam levar semanas: confira a documentação exigida (ART/RRT, taxas, matrícula) e protocole com antecedência.",
  apresentacao: "Para a apresentação, ensaie a sequência de imagens e tenha uma versão em PDF caso o projetor ou a internet falhem.",
  obra: "Para a obra, alinhe com o empreiteiro o que precisa estar pronto e registre a visita com fotos no diário de obra.",
  outro: "Divida a tarefa em passos pequenos e reserve um horário fixo na agenda para ela.",
};

/**
 * The offline advice (no provider configured, or all failed): the open reminders ranked by
 * overdue, today, priority and day, what to do first, and a tip for the new reminder.
 */
export function offlineReminderAdvice(created: AdviceReminder, others: AdviceReminder[], today: string): string {
  const open = [created, ...others.filter((r) => r.id !== created.id)].sort((a, b) => compareUrgency(a, b, today));
  const overdue = open.filter((r) => dueState(r, today) === "atrasado");
  const dueToday = open.filter((r) => dueState(r, today) === "hoje");
  const first = open[0]!;

  const count = plural(open.length, "lembrete em aberto", "lembretes em aberto");
  const parts = [
    `Hoje é ${dayBR(today)}. Você tem ${count}` +
      (overdue.length || dueToday.length
        ? `: ${plural(overdue.length, "atrasado", "atrasados")} e ${dueToday.length} para hoje.`
        : ", nenhum atrasado nem para hoje."),
    `**Comece por:** ${first.title} — ${when(first, today)}, prioridade ${PRIORITY_LABELS[first.priority]}.`,
  ];

  const shown = open.slice(0, 10);
  parts.push(
    "**Ordem sugerida:**\n" +
      shown.map((r, i) => `${i + 1}. ${r.title} — ${when(r, today)} · ${PRIORITY_LABELS[r.priority]}${r.id === created.id ? " _(novo)_" : ""}`).join("\n") +
      (open.length > shown.length ? `\n… e mais ${open.length - shown.length}.` : ""),
  );

  const state = dueState(created, today);
  const days = daysBetween(today, dueDay(created));
  const urgent = created.priority === "urgente" || created.priority === "alta";
  let about: string;
  if (state === "atrasado") {
    about = `Este lembrete já venceu em ${dayBR(dueDay(created))}: resolva hoje ou, se depender de outra pessoa, combine um novo prazo e adie o lembrete para essa data.`;
  } else if (state === "hoje") {
    about = "Este lembrete vence hoje: reserve um bloco na agenda ainda pela manhã e avise o cliente se algo puder atrasar.";
  } else if (urgent && days <= 3) {
    about = `${left(days)} e a prioridade é ${PRIORITY_LABELS[created.priority].toLowerCase()}: comece hoje para ter margem para imprevistos.`;
  } else {
    about = `${left(days)}: você receberá um aviso às 8h de ${dayBR(dueDay(created))}. Anote hoje o que precisa estar pronto até lá.`;
  }
  parts.push(`**Sobre "${created.title}":** ${about} ${KIND_TIPS[eventKind(`${created.title} ${created.description ?? ""}`)]}`);

  const week = open.filter((r) => (r.priority === "urgente" || r.priority === "alta") && daysBetween(today, dueDay(r)) <= 7);
  if (week.length >= 3) {
    parts.push(`Há ${week.length} lembretes de prioridade alta ou urgente para os próximos 7 dias (ou atrasados): delegue o que puder e renegocie prazos com antecedência.`);
  }
  if (overdue.length >= 2) {
    parts.push("Com vários atrasados, conclua ou adie cada um para uma data realista: uma lista em dia é mais fácil de seguir.");
  }

  // Who did the work, and no advice the person cannot follow (decision 079).
  parts.push(`_${RULES_DONE_TEXT}_`);
  return parts.join("\n\n");
}
