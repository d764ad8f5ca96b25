import { offlineEventAdvice } from "./offline-advice";
import { dayBR } from "#domain/days";
import type { AiProviderId } from "#domain/ai.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Db } from "#server/db/client";
import { personAiLimit } from "#server/lib/rate-limit";


const SYSTEM =
  "Você é um arquiteto brasileiro experiente que ajuda colegas a se preparar para compromissos de projeto. " +
  "Responda em português do Brasil, em no máximo 5 tópicos curtos e práticos, sem inventar dados do projeto.";

/**
 * The calendar prompt of R-AI-7 (title, date dd/MM/yyyy, time, project or "Não especificado";
 * brief preparation advice), through the chain; offline, the rules by event kind (R-CAL-4). An
 * exhausted quota falls back to the rules: an event is never refused for its advice.
 */
export async function eventAdvice({
  db,
  engine,
  aiRateLimit,
  studioId,
  userId,
  title,
  date,
  time,
  projectName,
}: {
  db: Db;
  engine: AiEngine;
  aiRateLimit?: { max: number; windowSeconds: number };
  studioId: string;
  userId: string;
  title: string;
  date: string;
  time: string;
  projectName: string | null;
}): Promise<{ text: string; provider: AiProviderId }> {
  const dateLabel = dayBR(date);
  const offlineText = offlineEventAdvice({ title, dateLabel, time, projectName });
  const prompt = [
    `Título: ${title}`,
    `Data: ${dateLabel}`,
    `Horário: ${time}`,
    `Projeto relacionado: ${projectName ?? "Não especificado"}`,
    "",
    "Dê uma breve orientação de preparação para este compromisso.",
  ].join("\n");
  try {
    // Over the person's AI limit the rules answer: the event is never refused for its advice.
    const prepared = await engine.prepare({ db, studioId, allowOffline: true, rateLimit: personAiLimit(userId, aiRateLimit), overLimit: "offline" });
    for await (const event of prepared.run({ system: SYSTEM, messages: [{ role: "user", content: prompt }] }, () => ({ text: offlineText, citations: [], found: true }))) {
      if (event.type === "done") return { text: event.text.trim(), provider: event.provider };
      if (event.type === "failed") break;
    }
  } catch {
    // The advice is a help, not the event: any failure gives the rules' advice.
  }
  return { text: offlineText, provider: "offline" };
}
