import type { ClientKind } from "#domain/addressing";
import { answerText, isAnswered, PART_LABELS, progressLabel, briefingProgress, questionnaireFor } from "#domain/briefing";
import type { BriefingContent } from "#domain/briefing.schema";
import type { ExportBlock, ExportDocument, ExportMeta } from "#server/export/model";

/**
 * The briefing as an exported document (R-DOC-5): the questionnaire's parts and sections with the
 * answers given, the accepted follow-ups, and how many questions are still open. The questions
 * are worded for the client's kind (R-CLIENT-3). What the client typed is plain text in the
 * model, never markup.
 */
export function briefingExport(content: BriefingContent, meta: ExportMeta, clientKind: ClientKind | null): ExportDocument {
  const questionnaire = questionnaireFor(content.questionnaire, clientKind);
  const blocks: ExportBlock[] = [{ type: "paragraph", text: `Questionário ${questionnaire.label.toLowerCase()} — ${progressLabel(briefingProgress(content))}.` }];
  for (const part of ["objetiva", "subjetiva"] as const) {
    const questions = questionnaire.questions.filter((q) => q.part === part && isAnswered(content.answers[q.id]));
    if (questions.length === 0) continue;
    blocks.push({ type: "heading", level: 1, text: PART_LABELS[part] });
    let section = "";
    let items: { label: string; value: string }[] = [];
    const flush = () => {
      if (items.length > 0) blocks.push({ type: "keyValue", items });
      items = [];
    };
    for (const q of questions) {
      if (q.section !== section) {
        flush();
        section = q.section;
        blocks.push({ type: "heading", level: 2, text: section });
      }
      items.push({ label: q.label, value: answerText(q, content.answers[q.id]!) });
    }
    flush();
  }
  const followUps = content.followUps.filter((f) => isAnswered(f.answer));
  if (followUps.length > 0) {
    blocks.push({ type: "heading", level: 1, text: "Perguntas complementares" });
    blocks.push({ type: "keyValue", items: followUps.map((f) => ({ label: f.text, value: f.answer.trim() })) });
  }
  const open = [...questionnaire.questions.filter((q) => !isAnswered(content.answers[q.id])).map((q) => q.label), ...content.followUps.filter((f) => !isAnswered(f.answer)).map((f) => f.text)];
  if (open.length > 0) {
    blocks.push({ type: "heading", level: 1, text: "Perguntas ainda sem resposta" });
    blocks.push({ type: "list", items: open });
  }
  return { title: "Briefing", subtitle: questionnaire.label, meta, blocks };
}
