import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADDRESS_FORMS, CLIENT_KINDS, type Addressee } from "#domain/addressing";
import { emptyBriefing, NO, questionnaireForProjectType, YES } from "#domain/briefing";
import { briefingInvitationSubject, briefingInvitationText, clientAnswersNotice } from "#domain/client-link-messages";
import { DOCUMENT_KINDS, WRITTEN_KINDS } from "#domain/documents";
import { MATERIAL_APPLICATIONS, MATERIAL_CATEGORIES, MATERIAL_STYLES, PRICE_BANDS } from "#domain/materials-catalogue";
import { offlineReplies, type ReplyFacts } from "#domain/message-replies";
import { MESSAGE_CHANNELS, REPLY_TONES } from "#domain/messages";
import { buildSlides } from "#server/export/presentation-slides";
import { OPTIONAL_SLIDES } from "#domain/presentations";
import type { ProjectFacts } from "#domain/project-facts";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGES, PROJECT_TYPES } from "#domain/projects";
import { blocksToPlainText } from "#domain/rich-text";
import { describeIssues, findTextIssues, slugsOf, type TextIssue } from "#domain/text-quality";
import { TOOL_CHOICES, TOOL_INPUTS } from "#domain/tool-inputs";
import { offlineDraft } from "#server/ai/offline/written-documents";
import type { WrittenContent } from "#domain/written-documents.schema";
import { materialsAnswer } from "#server/ai/offline/tools/materials";
import { postConstructionAnswer } from "#server/ai/offline/tools/post-construction";
import { sustainabilityAnswer } from "#server/ai/offline/tools/sustainability";
import { zoningAnswer } from "#server/ai/offline/tools/zoning";
import { briefingExport } from "#server/features/documents/export/briefing-export";
import { clientBriefingEmail, emailChangeEmail, emailChangeNotice, invitationEmail, notificationEmail, passwordResetEmail, planGrantedEmail } from "#server/mail/templates";
import { projectFactsFixture } from "#test-support/project-facts-fixture";

/**
 * Every template the product writes, rendered for a single woman, a single man, a couple and a
 * company, and run through the known-fault patterns of domain/text-quality.ts (R-CLIENT-3).
 */

const CLIENTS: Addressee[] = [
  { name: "Juliana Kowalski", kind: "pessoa_feminina", addressForm: "informal" },
  { name: "Ricardo Alves", kind: "pessoa_masculina", addressForm: "formal" },
  { name: "Ricardo e Juliana Kowalski", kind: "casal", addressForm: "informal" },
  { name: "Construtora Pinhal", kind: "empresa", addressForm: "formal" },
];
// Each kind also with the other form of address.
const ADDRESSEES: Addressee[] = CLIENTS.flatMap((c) => [c, { ...c, addressForm: c.addressForm === "formal" ? "informal" : "formal" } as Addressee]);

const SLUGS = slugsOf(PROJECT_TYPES, CONSTRUCTION_STANDARDS, PROJECT_STAGES, MATERIAL_STYLES, MATERIAL_CATEGORIES, MATERIAL_APPLICATIONS, PRICE_BANDS, CLIENT_KINDS, ADDRESS_FORMS, DOCUMENT_KINDS, OPTIONAL_SLIDES, TOOL_CHOICES);

/** Every string a reader sees in a rendered value (ids, keys and addresses left out). */
function strings(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["id", "key", "kind", "type", "imageKey", "url", "align", "source", "origin", "to", "html"].includes(key) ? [] : [value];
  // A table's row reads as one line, as the slide shows it: "Íntimo | Dormitório | 2 | …".
  if (key === "rows" && Array.isArray(value)) return value.map((row) => strings(row).join(" | "));
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/** The .ts/.tsx files under a folder (tests included: a test writes counts too). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Rendered = { where: string; text: string; addressee?: Addressee };
const issuesOf = (rendered: Rendered[]): string[] =>
  rendered.flatMap((r) => findTextIssues(r.text, { slugs: SLUGS, addressee: r.addressee }).map((i: TextIssue) => `${r.where} — ${describeIssues([i])}`));

function factsFor(client: Addressee): ProjectFacts {
  const base = projectFactsFixture({ client });
  // A yes/no answer, stored lower case, for the generators to print.
  base.briefing = { ...base.briefing!, answers: { ...base.briefing!.answers, lavabo: YES } };
  const concept = offlineDraft("conceito", base);
  return { ...base, concept, references: [{ title: "Casa no Cerrado", url: "https://www.archdaily.com.br/br/1", note: "Varanda e madeira", imageFileId: null } as never] };
}

const writtenText = (content: WrittenContent) => content.sections.map((s) => `${s.title}\n${blocksToPlainText(s.blocks)}`).join("\n\n");

/** The two generators another branch is rewriting: rendered here, checked in full once it lands. */
function generatorTexts(): { rendered: Rendered[]; facts: ProjectFacts }[] {
  return CLIENTS.map((client) => {
    const facts = factsFor(client);
    const docs = WRITTEN_KINDS.map((kind) => ({ where: `${kind} (${client.kind})`, text: writtenText(offlineDraft(kind, facts)), addressee: client }));
    const slides = buildSlides({
      title: facts.project.name,
      projectName: facts.project.name,
      clientName: client.name,
      studioName: facts.studio.name,
      date: "23/11/2026",
      contactLines: ["CAU A12345-6"],
      slides: OPTIONAL_SLIDES.map((s) => s.id),
      text: writtenText(offlineDraft("apresentacao", facts)),
      concept: facts.concept,
      programme: facts.programme,
      builtArea: null,
      budget: { items: [{ label: "Total", value: "R$ 383.076,00" }], note: "Estimativa de custo (NBR 12721)." },
      references: facts.references.map((r) => ({ title: r.title, note: r.note, imageKey: null })),
      images: [{ imageKey: "x", caption: "Fachada norte." }],
    });
    return { rendered: [...docs, { where: `slides (${client.kind})`, text: strings(slides).join("\n"), addressee: client }], facts };
  });
}

const MESSAGES = [
  "Qual o prazo de entrega?",
  "Quanto vai custar a obra? Queria o orçamento.",
  "Podemos marcar uma reunião na semana que vem?",
  "Queria mudar a cozinha e o prazo.",
  "Como faço o pagamento da parcela? Tem boleto?",
  "Oi, tudo bem?",
];

function messageTexts(): Rendered[] {
  return ADDRESSEES.flatMap((client) => {
    const facts = (project: boolean): ReplyFacts => ({
      client,
      studioName: "Estúdio Traço",
      projectName: project ? "Casa Conceição" : null,
      stage: project ? "Anteprojeto" : null,
      deadline: project ? "15/03/2031" : null,
      budgetTotal: project ? "R$ 383.076,00" : null,
    });
    return [true, false].flatMap((project) =>
      MESSAGE_CHANNELS.flatMap((channel) =>
        REPLY_TONES.flatMap((tone) =>
          MESSAGES.flatMap((message) =>
            offlineReplies(channel, tone, facts(project), message).map((r) => ({ where: `resposta ${channel}/${tone} (${client.kind}, ${client.addressForm}): «${message}»`, text: strings(r).join("\n"), addressee: client })),
          ),
        ),
      ),
    );
  });
}

function emailTexts(): Rendered[] {
  const url = "https://prancheta.example/x";
  const mails = {
    passwordResetEmail: passwordResetEmail({ to: "a@b.c", name: "Juliana Kowalski", url }),
    invitationEmail: invitationEmail({ to: "a@b.c", studioName: "Estúdio Traço", inviterName: "Ana", roleLabel: "Membro", url, expiresOn: "30/11/2026" }),
    invitationEmailNoInviter: invitationEmail({ to: "a@b.c", studioName: "Estúdio Traço", inviterName: null, roleLabel: "Membro", url, expiresOn: "30/11/2026" }),
    planGrantedEmail: planGrantedEmail({ to: "a@b.c", name: "Juliana", studioName: "Estúdio Traço", planName: "Pro", url }),
    emailChangeEmail: emailChangeEmail({ to: "a@b.c", name: "Juliana", url, oldEmail: "x@y.z" }),
    emailChangeNotice: emailChangeNotice({ to: "a@b.c", name: "Juliana", newEmail: "x@y.z" }),
    notificationEmail: notificationEmail({ to: "a@b.c", name: "Juliana", title: "Reunião amanhã", body: "Reunião com o cliente às 10h.\nLeve as plantas.", url }),
  };
  const users = Object.entries(mails).map(([where, m]) => ({ where, text: strings(m).join("\n") }));
  // What the client receives with the briefing's link (e-mail, WhatsApp) and the studio's notice.
  const link = { studioName: "Estúdio Traço", projectName: "Casa Conceição", url, expiresOn: "30/11/2026" };
  const clients = ADDRESSEES.flatMap((a) => [
    { where: `e-mail do briefing (${a.kind}, ${a.addressForm})`, addressee: a, text: strings(clientBriefingEmail({ to: "a@b.c", addressee: a, ...link, token: "t", replyTo: null })).join("\n") },
    { where: `WhatsApp do briefing (${a.kind}, ${a.addressForm})`, addressee: a, text: `${briefingInvitationSubject(link)}\n${briefingInvitationText(a, link)}` },
    { where: `aviso de respostas (${a.kind}, ${a.addressForm})`, addressee: a, text: strings(clientAnswersNotice(a, link)).join("\n") },
  ]);
  return [...users, ...clients];
}

/** The briefing's export for each kind of client, every questionnaire, half its questions answered (both the answered and the open ones show their labels). */
function briefingTexts(): Rendered[] {
  return CLIENTS.flatMap((client) =>
    (["residencial", "comercial", "interiores", "reforma"] as const).map((type) => {
      const content = emptyBriefing(questionnaireForProjectType(type));
      content.answers = { ...content.answers, moradores: "4", estilo: "Contemporâneo", lavabo: YES, piscina: NO, "home-office": YES, estoque: YES, "nao-gosta": "Cinza", conforto: "Calor" };
      const meta = { studioName: "Estúdio", projectName: "Casa", clientName: client.name, date: new Date("2026-11-23T12:00:00Z") };
      return { where: `briefing ${type} (PDF/DOCX) (${client.kind})`, addressee: client, text: strings(briefingExport(content, meta, client.kind)).join("\n") };
    }),
  );
}

/** Every choice of the tools' forms, one answer each: what the offline base writes about them. */
function toolTexts(): Rendered[] {
  const out: Rendered[] = [];
  const tools = { materiais: materialsAnswer, sustentabilidade: sustainabilityAnswer, zoneamento: zoningAnswer, "pos-obra": postConstructionAnswer } as const;
  for (const [tool, answer] of Object.entries(tools)) {
    const inputs = TOOL_INPUTS[tool as keyof typeof tools] as Record<string, unknown>;
    for (const [input, kind] of Object.entries(inputs)) {
      if (typeof kind !== "object" || kind === null) continue;
      for (const choice of (kind as { choices: readonly string[] }).choices) {
        out.push({ where: `ferramenta ${tool}, ${input}=${choice}`, text: strings(answer({ [input]: choice }).answer).join("\n") });
      }
    }
  }
  return out;
}

/** Extra checks of the generators: a room counted 2 named in the singular, a yes/no answer in lower case. */
function generatorIssues(r: Rendered, facts: ProjectFacts): string[] {
  const out: string[] = [];
  for (const room of facts.programme?.rooms ?? []) {
    if (room.quantity > 1 && new RegExp(`${room.name}(?=[,.]|$)`, "mu").test(r.text)) out.push(`${r.where} — quantidade: «${room.name}» sem a quantidade ${room.quantity}`);
  }
  for (const m of r.text.matchAll(/\?:? (sim|não)(?![\p{L}])/gu)) out.push(`${r.where} — sim/não: «${m[0]}»`);
  return out;
}

describe("every template, for a woman, a man, a couple and a company (R-CLIENT-3)", () => {
  it("suggested replies: every channel, tone and gist, each kind of client in both forms of address", () => {
    const texts = messageTexts();
    expect(texts.length).toBeGreaterThan(1_000);
    expect(issuesOf(texts)).toEqual([]);
  });

  it("e-mails", () => {
    expect(issuesOf(emailTexts())).toEqual([]);
  });

  it("the briefing's PDF/DOCX, with yes/no answers as Sim/Não and the questions agreeing with the client", () => {
    const briefings = briefingTexts();
    expect(issuesOf(briefings)).toEqual([]);
    for (const briefing of briefings) {
      expect(briefing.text).toContain("Sim");
      expect(briefing.text).not.toMatch(/^(sim|não)$/m);
    }
    // A single person is asked "Quer …?", a couple "Querem …?" (the patterns above check the rest).
    expect(briefings.find((b) => b.where === "briefing residencial (PDF/DOCX) (pessoa_feminina)")!.text).toMatch(/^Quer um lavabo\?/m);
    expect(briefings.find((b) => b.where === "briefing residencial (PDF/DOCX) (casal)")!.text).toMatch(/^Querem um lavabo\?/m);
  });

  it("the tools' offline answers, for every choice of their forms", () => {
    expect(issuesOf(toolTexts())).toEqual([]);
  });

  it("counts go through one plural helper: no local copy of it", () => {
    const copies = ["domain", "server", "web", "lib"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => file !== "domain/addressing.ts" && /\bconst plural\s*=\s*\(|\bfunction plural\s*\(/.test(readFileSync(file, "utf8")));
    expect(copies).toEqual([]);
  });
});

describe("the offline documents and the slides (R-CLIENT-3)", () => {
  it("show none of the faults, for every kind of client and form of address", () => {
    const found = generatorTexts().flatMap(({ rendered, facts }) => [
      ...rendered.flatMap((r) => findTextIssues(r.text, { slugs: SLUGS, addressee: r.addressee }).map((i) => `${r.where} — ${i.kind}: «${i.found}»`)),
      ...rendered.flatMap((r) => generatorIssues(r, facts)),
    ]);
    expect([...new Set(found)]).toEqual([]);
  });
});
