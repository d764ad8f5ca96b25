import { describe, expect, it } from "vitest";
import {
  detectIntents,
  formatDeadline,
  mailtoHref,
  offlineReplies,
  parseReplies,
  replyPrompt,
  whatsappHref,
  type ReplyFacts,
} from "./message-replies";
import { MESSAGE_CHANNELS, REPLY_TONES } from "./messages";
import { INTENT_CORPUS } from "./message-intents.corpus";
import { describeIssues, findTextIssues } from "./text-quality";
import type { Addressee } from "./addressing";
import { clientMessageInputSchema } from "./messages.schema";

const facts: ReplyFacts = {
  client: { name: "Marina Alves", kind: "pessoa_feminina", addressForm: "informal" },
  studioName: "Estúdio Traço",
  projectName: "Casa Jequitibá",
  stage: "Anteprojeto",
  deadline: "15/03/2031",
  budgetTotal: "R$ 383.076,00",
};

describe("detectIntents (R-MSG-2)", () => {
  it("finds the gist of the message, accents and case aside", () => {
    expect(detectIntents("Quando fica PRONTO o projeto? Qual o prazo de entrega?")).toEqual(["prazo"]);
    expect(detectIntents("Qual o valor total? Achei o preço alto")).toEqual(["orcamento"]);
    expect(detectIntents("Podemos marcar uma reunião semana que vem?")).toEqual(["reuniao"]);
    expect(detectIntents("Queria fazer uma alteração na cozinha")).toEqual(["alteracao"]);
    expect(detectIntents("Posso pagar a parcela por Pix?")).toEqual(["pagamento"]);
    expect(detectIntents("Bom dia! Adorei a fachada")).toEqual([]);
    expect(detectIntents("Qual o prazo e quanto vai custar?")).toEqual(["prazo", "orcamento"]);
  });
});

describe("offlineReplies (R-MSG-2)", () => {
  it("writes 2–3 replies for every channel and tone", () => {
    for (const channel of MESSAGE_CHANNELS) {
      for (const tone of REPLY_TONES) {
        const replies = offlineReplies(channel, tone, facts, "Qual o prazo?");
        expect(replies.length, `${channel}/${tone}`).toBeGreaterThanOrEqual(2);
        expect(replies.length, `${channel}/${tone}`).toBeLessThanOrEqual(3);
        expect(new Set(replies.map((r) => r.text)).size).toBe(replies.length);
        for (const r of replies) expect(r.text).toContain("Marina");
      }
    }
  });

  it("answers the deadline with the stage and the date", () => {
    const [first] = offlineReplies("whatsapp", "cordial", facts, "Quando fica pronto?");
    expect(first!.text).toContain("etapa de anteprojeto");
    expect(first!.text).toContain("15/03/2031");
    expect(first!.subject).toBeNull();
  });

  it("answers the budget with its total, but never on a social network's page", () => {
    expect(offlineReplies("email", "formal", facts, "Qual o valor do orçamento?")[0]!.text).toContain("R$ 383.076,00");
    for (const r of offlineReplies("social", "cordial", facts, "Qual o valor do orçamento?")) {
      expect(r.text).not.toContain("R$");
      expect(r.text).toMatch(/direct ou pelo WhatsApp/);
      expect(r.text.length).toBeLessThan(220);
    }
  });

  it("writes an e-mail with a subject, a greeting and the studio's signature", () => {
    const [formal] = offlineReplies("email", "formal", facts, "Podemos marcar uma visita?");
    expect(formal!.subject).toBe("Reunião — projeto Casa Jequitibá");
    expect(formal!.text.startsWith("Prezada Marina Alves,")).toBe(true);
    expect(formal!.text).toMatch(/Atenciosamente,\nEstúdio Traço$/);
    const [cordial] = offlineReplies("email", "cordial", facts, "Podemos marcar uma visita?");
    expect(cordial!.text.startsWith("Olá, Marina! Tudo bem?")).toBe(true);
    expect(cordial!.text).toMatch(/Um abraço,\nEstúdio Traço$/);
  });

  it("agrees with a woman, a man, a couple or a company, and never writes a (a) marker (R-CLIENT-3)", () => {
    const to = (client: ReplyFacts["client"], channel: "email" | "whatsapp" | "social", tone: "formal" | "cordial" | "breve", message = "Podemos marcar uma reunião?") =>
      offlineReplies(channel, tone, { ...facts, client }, message).map((r) => r.text);
    const couple = { name: "Ricardo e Juliana Kowalski", kind: "casal", addressForm: "informal" } as const;
    const company = { name: "Construtora Pinhal", kind: "empresa", addressForm: "formal" } as const;
    const man = { name: "Ricardo Alves", kind: "pessoa_masculina", addressForm: "formal" } as const;
    expect(to(couple, "email", "formal")[0]).toMatch(/^Prezados Ricardo e Juliana Kowalski,/);
    expect(to(couple, "email", "cordial")[0]).toMatch(/^Olá, Ricardo e Juliana Kowalski! Tudo bem\?/);
    expect(to(couple, "email", "cordial")[0]).toContain("melhores para vocês?");
    expect(to(couple, "whatsapp", "cordial")[1]).toContain("Se preferirem, posso ligar");
    expect(to(company, "email", "formal")[0]).toMatch(/^Prezada equipe da Construtora Pinhal,/);
    expect(to(company, "email", "formal")[0]).toContain("melhores para os senhores?");
    expect(to(man, "email", "formal")[0]).toMatch(/^Prezado Sr\. Ricardo Alves,/);
    expect(to(man, "whatsapp", "breve")[0]).toMatch(/^Olá, Sr\. Ricardo Alves\./);
    expect(to({ name: "Cliente Antigo", kind: null }, "email", "formal")[0]).toMatch(/^Olá, Cliente Antigo,/);
    for (const client of [couple, company, man]) {
      for (const channel of MESSAGE_CHANNELS) for (const tone of REPLY_TONES) for (const text of to(client, channel, tone, "Qual o prazo? E o valor?")) {
        expect(text).not.toMatch(/\((a|s|as|os)\)| te | você\b/);
      }
    }
  });

  it("keeps WhatsApp short and conversational and the brief tone briefer", () => {
    const cordial = offlineReplies("whatsapp", "cordial", facts, "Qual o prazo e o valor?")[0]!.text;
    const brief = offlineReplies("whatsapp", "breve", facts, "Qual o prazo e o valor?")[0]!.text;
    expect(cordial).not.toContain("\n");
    expect(brief.length).toBeLessThan(cordial.length);
  });

  it("promises what it does not know instead of inventing it", () => {
    const unknown: ReplyFacts = { ...facts, deadline: null, budgetTotal: null };
    const deadline = offlineReplies("email", "cordial", unknown, "Qual o prazo?")[0]!.text;
    expect(deadline).toContain("vou confirmar a data");
    const budget = offlineReplies("email", "cordial", unknown, "Qual o orçamento?")[0]!.text;
    expect(budget).toContain("envio assim que estiver pronta");
    expect(budget).not.toContain("R$");
  });

  it("acknowledges a general message with the project's state", () => {
    const [reply] = offlineReplies("whatsapp", "cordial", facts, "Adorei as imagens!");
    // "Agradeço", not "Obrigado": the reply must not guess the architect's gender.
    expect(reply!.text).toContain("Agradeço a mensagem!");
    expect(reply!.text).toContain("O projeto Casa Jequitibá está na etapa de anteprojeto");
  });
});

describe("offline replies in good Portuguese, one voice per tone (R-MSG-2, R-CLIENT-3)", () => {
  const texts = (channel: (typeof MESSAGE_CHANNELS)[number], tone: (typeof REPLY_TONES)[number], message: string, f = facts) =>
    offlineReplies(channel, tone, f, message).map((r) => [r.subject ?? "", r.text].join("\n"));

  it("reads a house move as a move, not as a change to the project", () => {
    const [reply] = texts("whatsapp", "cordial", "Oi! Preciso organizar a mudança, quando a casa vai estar liberada?");
    expect(reply).toContain("Sobre a mudança");
    expect(reply).not.toContain("pedido de alteração");
    const [change] = texts("whatsapp", "cordial", "Preciso de uma mudança na planta do segundo andar.");
    expect(change).toContain("Recebi o pedido de alteração");
  });

  it("contracts the preposition before the project: 'do projeto', never 'de o projeto'", () => {
    for (const f of [facts, { ...facts, projectName: null, budgetTotal: null }]) {
      for (const tone of REPLY_TONES) {
        for (const text of texts("email", tone, "Qual o orçamento? Aprovado o layout.", f)) {
          expect(text).not.toMatch(/\b(de|em) (o|a|os|as) /);
        }
      }
    }
    expect(texts("email", "cordial", "Qual o orçamento?", { ...facts, budgetTotal: null })[0]).toContain("a estimativa do projeto Casa Jequitibá");
  });

  it("answers a meeting request on Instagram, in every tone", () => {
    for (const tone of REPLY_TONES) {
      const [first] = texts("social", tone, "Vi o perfil de vocês e queria agendar uma conversa sobre o projeto da minha casa.");
      expect(first).toContain("Podemos marcar uma reunião");
      expect(first).toContain("quais dias e horários");
    }
  });

  it("keeps one voice per tone: the studio's 'nós' when formal, the architect's 'eu' otherwise, and no slang when formal", () => {
    const singular = /\b(Recebi|vou|Vou|posso|estou|envio|retorno|passo|Registrei|sigo|Sinto|quero|Agradeço|Fico|Respondo|me chamar)\b/;
    const plural = /\b(Recebemos|vamos|Vamos verificar|podemos ligar|estamos|enviamos|retornamos|Retornamos|passamos|Registramos|seguimos|Sentimos|queremos|Agradecemos|Ficamos|Permanecemos|Respondemos)\b/;
    const slang = /\b(te|Oi|pra|certinho|tá|beleza|abraço)\b/i;
    for (const { message } of INTENT_CORPUS) {
      for (const channel of MESSAGE_CHANNELS) {
        for (const text of texts(channel, "formal", message)) {
          expect(text, text).not.toMatch(singular);
          expect(text, text).not.toMatch(slang);
        }
        for (const tone of ["cordial", "breve"] as const) {
          for (const text of texts(channel, tone, message)) expect(text, text).not.toMatch(plural);
        }
      }
    }
  });

  it("every suggestion for the whole corpus passes the text-quality check, for every kind of client", () => {
    const clients: Addressee[] = [
      { name: "Marina Alves", kind: "pessoa_feminina", addressForm: "formal" },
      { name: "Carlos Souza", kind: "pessoa_masculina", addressForm: "informal" },
      { name: "Ana e Pedro", kind: "casal", addressForm: "informal" },
      { name: "Padaria Trigo Bom", kind: "empresa", addressForm: "formal" },
    ];
    const problems: string[] = [];
    for (const client of clients) {
      for (const f of [{ ...facts, client }, { ...facts, client, projectName: null, stage: null, deadline: null, budgetTotal: null }]) {
        for (const { message } of INTENT_CORPUS) {
          for (const channel of MESSAGE_CHANNELS) {
            for (const tone of REPLY_TONES) {
              for (const text of texts(channel, tone, message, f)) {
                const issues = findTextIssues(text, { addressee: client });
                if (issues.length) problems.push(`${client.kind}/${channel}/${tone}: ${describeIssues(issues)}`);
                // A preposition not contracted with the article ("de o projeto") reads as a machine's.
                const loose = /\b(de|em) (o|a|os|as) \p{L}/u.exec(text);
                if (loose) problems.push(`${client.kind}/${channel}/${tone}: «${loose[0]}» em «${text.slice(Math.max(0, loose.index - 30), loose.index + 30)}»`);
              }
            }
          }
        }
      }
    }
    expect(problems.slice(0, 10).join("\n")).toBe("");
  });
});

describe("the AI prompt and its parser", () => {
  it("gives the model the facts, the channel and the tone", () => {
    const prompt = replyPrompt("email", "formal", facts, "Qual o prazo?");
    for (const part of ["E-mail", "Formal", "Anteprojeto", "15/03/2031", "R$ 383.076,00", "Estúdio Traço", "Qual o prazo?"]) expect(prompt).toContain(part);
    expect(replyPrompt("whatsapp", "breve", { ...facts, deadline: null }, "Oi")).toContain("Próxima entrega: não informado");
  });

  it("reads 2–3 replies from the JSON, with a subject only for e-mail", () => {
    const answer = '```json\n{"sugestoes":[{"assunto":"Prazo","texto":"Olá"},{"assunto":"","texto":"Oi"},{"texto":"Ei"},{"texto":"Mais"}]}\n```';
    expect(parseReplies(answer, "email", facts)).toEqual([
      { subject: "Prazo", text: "Olá" },
      { subject: "Retorno — projeto Casa Jequitibá", text: "Oi" },
      { subject: "Retorno — projeto Casa Jequitibá", text: "Ei" },
    ]);
    expect(parseReplies(answer, "whatsapp", facts)?.[0]).toEqual({ subject: null, text: "Olá" });
    expect(parseReplies('{"sugestoes":[{"texto":"só uma"}]}', "email", facts)).toBeNull();
    expect(parseReplies("não sei", "email", facts)).toBeNull();
  });
});

describe("one-click links (R-MSG-3)", () => {
  it("builds wa.me with the phone's digits and the text encoded", () => {
    expect(whatsappHref("+5511987654321", "Olá, Ana! Prazo: 15/03 & valor R$ 1.000,00?")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%20Prazo%3A%2015%2F03%20%26%20valor%20R%24%201.000%2C00%3F",
    );
  });

  it("builds mailto: with subject and body encoded, line breaks as CRLF", () => {
    const href = mailtoHref("ana@exemplo.com.br", "Prazo — projeto Casa", "Olá, Ana!\n\nSegue & até breve");
    expect(href).toBe("mailto:ana@exemplo.com.br?subject=Prazo%20%E2%80%94%20projeto%20Casa&body=Ol%C3%A1%2C%20Ana!%0D%0A%0D%0ASegue%20%26%20at%C3%A9%20breve");
    expect(decodeURIComponent(new URL(href).searchParams.get("body") ?? "")).toBe("Olá, Ana!\r\n\r\nSegue & até breve");
  });

  it("formats the deadline as dd/MM/yyyy", () => {
    expect(formatDeadline("2031-03-15")).toBe("15/03/2031");
    expect(formatDeadline(null)).toBeNull();
  });
});

describe("clientMessageInputSchema", () => {
  it("asks for the client, the channel, the tone and the message in pt-BR", () => {
    const result = clientMessageInputSchema.safeParse({ clientId: "x", channel: "fax", tone: "seco", message: "  " });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      clientId: "Escolha o cliente.",
      channel: "Escolha o canal: e-mail, WhatsApp ou Instagram/Facebook.",
      tone: "Escolha o tom: formal, cordial ou breve.",
      message: "Cole a mensagem do cliente.",
    });
  });

  it("takes a blank project as none", () => {
    const ok = clientMessageInputSchema.parse({ clientId: "00000000-0000-4000-8000-000000000000", projectId: "", channel: "email", tone: "formal", message: "Oi" });
    expect(ok.projectId).toBeNull();
  });
});
