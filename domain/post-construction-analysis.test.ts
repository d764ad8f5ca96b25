import { describe, expect, it } from "vitest";
import { dayBR } from "./days";
import {
  addMonthsIso,
  analyzePostConstruction,
  assignResponsibles,
  MAINTENANCE_PROGRAMME,
  maintenanceIcsFileName,
  maintenanceSchedule,
  maintenanceTasks,
  parseIsoDay,
  recurrenceRule,
  periodicityLabel,
  postConstructionOfflineText,
  type MaintenanceItem,
} from "./post-construction-analysis";

const monthly: MaintenanceItem = { system: "Teste", action: "Verificação mensal", everyMonths: 1, role: "proprietario", norm: "—" };
const yearly: MaintenanceItem = { system: "Teste", action: "Verificação anual", everyMonths: 12, role: "proprietario", norm: "—" };
const triennial: MaintenanceItem = { system: "Teste", action: "Verificação trienal", everyMonths: 36, role: "empresa", norm: "—" };

const table = (a: ReturnType<typeof analyzePostConstruction>, title: string) => {
  const t = a.tables.find((x) => x.title.startsWith(title));
  if (!t) throw new Error(`sem tabela ${title}: ${a.tables.map((x) => x.title).join(", ")}`);
  return t;
};

describe("date arithmetic (UTC calendar days)", () => {
  it("parses only real days", () => {
    expect(parseIsoDay("2026-01-31")).toEqual({ y: 2026, m: 1, d: 31 });
    expect(parseIsoDay("2026-02-29")).toBeNull(); // 2026 is not a leap year
    expect(parseIsoDay("2028-02-29")).toEqual({ y: 2028, m: 2, d: 29 });
    expect(parseIsoDay("31/01/2026")).toBeNull();
    expect(parseIsoDay(undefined)).toBeNull();
  });

  it("adds months clamped to the month's end, always from the same start", () => {
    expect(addMonthsIso("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsIso("2026-01-31", 2)).toBe("2026-03-31"); // not 03-28: counted from 01-31
    expect(addMonthsIso("2026-01-31", 3)).toBe("2026-04-30");
    expect(addMonthsIso("2027-01-31", 13)).toBe("2028-02-29"); // leap year
    expect(addMonthsIso("2026-11-15", 2)).toBe("2027-01-15"); // crosses the year
    expect(addMonthsIso("2026-01-31", 12)).toBe("2027-01-31");
    expect(addMonthsIso("2026-01-31", 36)).toBe("2029-01-31");
    expect(addMonthsIso("nada", 1)).toBeNull();
  });

  it("formats dd/MM/yyyy and names periodicities", () => {
    expect(dayBR("2026-02-28")).toBe("28/02/2026");
    expect(periodicityLabel(1)).toBe("Mensal");
    expect(periodicityLabel(6)).toBe("Semestral");
    expect(periodicityLabel(12)).toBe("Anual");
    expect(periodicityLabel(36)).toBe("A cada 3 anos");
  });
});

describe("maintenanceSchedule", () => {
  const inputs = { nomeProjeto: "Casa Silva", dataPrevisao: "2026-01-31" };

  it("repeats a monthly item from the delivery date, month-end safe", () => {
    const s = maintenanceSchedule(inputs, { today: "2026-01-10", items: [monthly] });
    // 24 months ahead of 31/01/2026 → 24 entries, the last on 2028-01-31.
    expect(s).toHaveLength(24);
    expect(s.slice(0, 4).map((e) => e.date)).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(s[11]!.date).toBe("2027-01-31"); // s[k] is delivery + (k + 1) months
    expect(s[12]!.date).toBe("2027-02-28");
    expect(s.at(-1)!.date).toBe("2028-01-31");
    expect(s[0]!.title).toBe("Verificação mensal — Casa Silva");
    expect(s[0]!.description).toContain("31/01/2026");
  });

  it("yearly and every-3-years items over the horizon", () => {
    const s = maintenanceSchedule(inputs, { today: "2026-01-10", items: [yearly, triennial], horizonMonths: 48 });
    // anual: 2027, 2028, 2029, 2030 (48 months → until 2030-01-31 inclusive); trienal: 2029-01-31.
    expect(s.map((e) => `${e.date} ${e.title.split(" — ")[0]}`)).toEqual([
      "2027-01-31 Verificação anual",
      "2028-01-31 Verificação anual",
      "2029-01-31 Verificação anual",
      "2029-01-31 Verificação trienal",
      "2030-01-31 Verificação anual",
    ]);
  });

  it("the default programme dates the systems' tasks, not only the yearly planning", () => {
    const s = maintenanceSchedule(inputs, { today: "2026-01-10" });
    expect(s.filter((e) => e.title.startsWith("Planejamento anual")).map((e) => e.date)).toEqual(["2027-01-31", "2028-01-31"]);
    // Reservoirs every 6 months over 24 months: 4 dates.
    expect(s.filter((e) => e.title.startsWith("Limpar e desinfetar os reservatórios")).map((e) => e.date)).toEqual([
      "2026-07-31",
      "2027-01-31",
      "2027-07-31",
      "2028-01-31",
    ]);
  });

  it("skips past dates when the delivery was long ago", () => {
    // delivery 2024-01-31, today 2026-03-10: monthly dates from 2026-03-31 up to 2026-03-10 + 3 months = 2026-06-10.
    const s = maintenanceSchedule({ dataPrevisao: "2024-01-31" }, { today: "2026-03-10", items: [monthly], horizonMonths: 3 });
    expect(s.map((e) => e.date)).toEqual(["2026-03-31", "2026-04-30", "2026-05-31"]);
  });

  it("counts from today when there is no (valid) delivery date", () => {
    expect(maintenanceSchedule({}, { today: "2026-05-15", items: [monthly], horizonMonths: 2 }).map((e) => e.date)).toEqual([
      "2026-06-15",
      "2026-07-15",
    ]);
    expect(maintenanceSchedule({ dataPrevisao: "amanhã" }, { today: "2026-05-15", items: [yearly] }).map((e) => e.date)).toEqual([
      "2027-05-15",
      "2028-05-15",
    ]);
    expect(maintenanceSchedule({}, { today: "ontem", items: [monthly] })).toEqual([]);
  });
});

describe("assignResponsibles", () => {
  const pending = ["Vazamento na hidráulica do banheiro", "Retoque de pintura na sala", "Trocar tomada"];
  it("matches 'assunto: nome', one name for all, or names in order", () => {
    expect(assignResponsibles(pending, "Hidraulica: Pedro; pintura: Ana")).toEqual(["Pedro", "Ana", "A definir"]);
    expect(assignResponsibles(pending, "Construtora Alfa")).toEqual(["Construtora Alfa", "Construtora Alfa", "Construtora Alfa"]);
    expect(assignResponsibles(pending, "Pedro\nAna\nJoão")).toEqual(["Pedro", "Ana", "João"]);
    expect(assignResponsibles(pending, "Pedro; Ana")).toEqual(["A definir", "A definir", "A definir"]);
    expect(assignResponsibles(pending, "")).toEqual(["A definir", "A definir", "A definir"]);
  });
});

describe("assignResponsibles by role", () => {
  it("each pending item goes to the person of its system's role, not to all of them", () => {
    const pending = ["Vazamento na caixa d'água", "Rejunte do box falhando", "Tomada da cozinha sem energia", "Porta do quarto empenada", "Sujeira no jardim"];
    const who = assignResponsibles(pending, "Ana Souza (proprietária), Carlos (síndico), Hidro Reparos Ltda (empresa especializada)");
    expect(who).toEqual(["Hidro Reparos Ltda", "Ana Souza", "Hidro Reparos Ltda", "Hidro Reparos Ltda", "A definir"]);
    expect(assignResponsibles(["Revisar rejuntamento", "Extintor vencido"], "proprietário: Ana; empresa especializada: Fogo Zero")).toEqual(["Ana", "Fogo Zero"]);
    // A role nobody was named for stays undefined instead of falling on someone else.
    expect(assignResponsibles(["Vazamento no registro"], "proprietário: Ana")).toEqual(["A definir"]);
  });
});

describe("maintenance programme with periodicities", () => {
  it("every system has a task, a responsible and, where dated, a source kept with the figure", () => {
    const systems = new Set(MAINTENANCE_PROGRAMME.map((m) => m.system));
    expect(systems.size).toBe(11);
    const dated = MAINTENANCE_PROGRAMME.filter((m) => m.everyMonths);
    expect(dated.length).toBeGreaterThanOrEqual(9);
    for (const m of dated) if (m.system !== "Gestão da manutenção") expect(m.source, m.action).toMatch(/https?:\/\//);
    for (const m of MAINTENANCE_PROGRAMME) expect(m.source ?? "").not.toMatch(/scribd|passeidireto|slideshare|1library/);
  });

  it("the programme table labels periodicities as references and estimates as estimates", () => {
    const a = analyzePostConstruction({ statusEntrega: "finalizando", dataPrevisao: "2026-01-31" }, { today: "2026-01-10" });
    const programme = table(a, "Programa de manutenção");
    expect(programme.columns).toEqual(["Sistema", "Atividade", "Periodicidade (referência para adaptar)", "Responsável"]);
    const row = (action: RegExp) => programme.rows.find((r) => action.test(r[1]!))!;
    expect(row(/reservatórios/).slice(2)).toEqual(["Semestral", "Empresa especializada"]);
    expect(row(/Limpar os filtros/)[2]).toBe("Mensal (estimativa, confirmar no manual do fabricante)");
    expect(row(/extintores/)[2]).toBe("Anual");
    expect(programme.rows.filter((r) => r[2] === "Conforme o manual do fabricante").map((r) => r[0])).toEqual(["Estrutura", "Equipamentos"]);
    expect(programme.notes!.join(" ")).toMatch(/referência para adaptar/);
    expect(a.sources.join(" ")).toMatch(/jornaldosindico\.com\.br/);
    expect(a.sources.join(" ")).not.toMatch(/scribd|passeidireto/);
  });

  it("maintenanceTasks: one recurring entry per dated task, with its RRULE interval and responsible", () => {
    const tasks = maintenanceTasks({ nomeProjeto: "Residência Prado", dataPrevisao: "2026-01-31" }, { today: "2026-01-10" });
    const reservoir = tasks.find((t) => t.title.startsWith("Limpar e desinfetar os reservatórios"))!;
    expect(reservoir).toMatchObject({ date: "2026-07-31", everyMonths: 6, role: "empresa" });
    expect(reservoir.title).toBe("Limpar e desinfetar os reservatórios de água (caixa d'água) — Residência Prado");
    expect(reservoir.description).toMatch(/Responsável: Empresa especializada/);
    expect(reservoir.description).toMatch(/referência para adaptar/);
    expect(tasks.filter((t) => t.title.startsWith("Planejamento anual"))).toHaveLength(1);
    expect(tasks.length).toBe(MAINTENANCE_PROGRAMME.filter((m) => m.everyMonths).length);
    expect(recurrenceRule(6)).toBe("FREQ=MONTHLY;INTERVAL=6");
    expect(recurrenceRule(1)).toBe("FREQ=MONTHLY");
    expect(recurrenceRule(12)).toBe("FREQ=YEARLY");
    expect(recurrenceRule(36)).toBe("FREQ=YEARLY;INTERVAL=3");
  });

  it("the client's ICS name keeps the accents transliterated", () => {
    expect(maintenanceIcsFileName("Residência Prado")).toBe("manutencao-residencia-prado.ics");
    expect(maintenanceIcsFileName("")).toBe("manutencao-obra.ics");
  });
});

describe("analyzePostConstruction", () => {
  const today = "2026-01-10";

  it("the checklist changes with the delivery status", () => {
    const before = table(analyzePostConstruction({ statusEntrega: "naoiniciado" }, { today }), "Checklist");
    const done = table(analyzePostConstruction({ statusEntrega: "concluido" }, { today }), "Checklist");
    expect(before.title).toBe("Checklist — Entrega não iniciada");
    expect(before.rows.map((r) => r[1]).join(" ")).toMatch(/vistoria/i);
    expect(before.rows.map((r) => r[1]).join(" ")).toMatch(/as built/);
    expect(done.title).toBe("Checklist — Entrega concluída");
    expect(done.rows.map((r) => r[1]).join(" ")).toMatch(/termo de recebimento/);
    expect(done.rows.map((r) => r[1]).join(" ")).toMatch(/garantia/);
    expect(done.rows).not.toEqual(before.rows);
    const statuses = ["naoiniciado", "emandamento", "finalizando", "revisao", "concluido"];
    const titles = new Set(statuses.map((s) => table(analyzePostConstruction({ statusEntrega: s }, { today }), "Checklist").rows[0]![1]));
    expect(titles.size).toBe(5);
  });

  it("unknown or missing status → pre-delivery checklist and a warning", () => {
    const a = analyzePostConstruction({ statusEntrega: "xyz" }, { today });
    expect(table(a, "Checklist").title).toBe("Checklist — Entrega não iniciada");
    expect(a.warnings.join(" ")).toMatch(/não reconhecido/);
    expect(analyzePostConstruction({}, { today }).warnings.join(" ")).toMatch(/Escolha o status/);
  });

  it("lists the pending items with their responsible", () => {
    const a = analyzePostConstruction(
      { statusEntrega: "emandamento", pendencias: "- Vazamento na hidráulica\nRodapé solto; Porta empenada", responsaveis: "hidráulica: Pedro" },
      { today },
    );
    expect(table(a, "Pendências").rows).toEqual([
      ["1", "Vazamento na hidráulica", "Pedro"],
      ["2", "Rodapé solto", "A definir"],
      ["3", "Porta empenada", "A definir"],
    ]);
    expect(table(a, "Pendências").notes?.join(" ")).toMatch(/Responsáveis/);
    expect(analyzePostConstruction({ statusEntrega: "emandamento" }, { today }).warnings.join(" ")).toMatch(/Nenhuma pendência/);
  });

  it("manual contents (NBR 14037) and programme (NBR 5674) without invented periodicities", () => {
    const a = analyzePostConstruction({ statusEntrega: "finalizando", dataPrevisao: "2026-01-31" }, { today });
    const manual = table(a, "Manual de uso");
    expect(manual.rows.map((r) => r[0])).toContain("Garantias e assistência técnica");
    expect(manual.rows.map((r) => r[0])).toContain("Programa de manutenção preventiva");
    const programme = table(a, "Programa de manutenção");
    expect(programme.rows.find((r) => r[0] === "Impermeabilização")![2]).toBe("Anual");
    expect(programme.rows.find((r) => r[1]!.startsWith("Planejamento anual"))![2]).toBe("Anual");
    expect(a.sources.join(" ")).toMatch(/NBR 14037:2011/);
    // nbr.json: the 2012 edition is not confirmed in a primary source, and the text says so.
    expect(a.sources.join(" ")).toMatch(/NBR 5674 \(edição de 2012, a confirmar em fonte primária\)/);
    expect(a.tables.flatMap((t) => t.rows.map((r) => r.at(-1)))).toContain("NBR 5674 (ed. 2012 a confirmar)");
  });

  it("agenda: first dates from the delivery date (or today, with a warning)", () => {
    const a = analyzePostConstruction({ statusEntrega: "concluido", dataPrevisao: "2026-01-31" }, { today });
    const agenda = table(a, "Agenda de manutenção");
    const planning = agenda.rows.find((r) => r[0]!.includes("Planejamento anual"))!;
    expect(planning.slice(1)).toEqual(["Anual", "31/01/2027", "Proprietário"]); // 31/01/2026 + 12 months
    expect(agenda.rows.find((r) => r[0]!.startsWith("Estrutura"))!.slice(1, 3)).toEqual([
      "Conforme o manual do fabricante",
      "Definir pelo manual do fabricante",
    ]);
    expect(a.warnings).toEqual([]);

    const noDate = analyzePostConstruction({ statusEntrega: "concluido" }, { today });
    expect(table(noDate, "Agenda").rows.find((r) => r[0]!.includes("Planejamento anual"))![2]).toBe("10/01/2027");
    expect(noDate.warnings.join(" ")).toMatch(/Sem data de previsão/);

    const badDate = analyzePostConstruction({ statusEntrega: "concluido", dataPrevisao: "31/02/2026" }, { today });
    expect(badDate.warnings.join(" ")).toMatch(/não é uma data válida/);
  });

  it("never throws on odd text, and the offline text says it is the offline base", () => {
    const inputs = { nomeProjeto: "Casa Silva", pendencias: ";;\n\n", responsaveis: ":::", statusEntrega: "concluido", dataPrevisao: "2026-13-40" };
    const a = analyzePostConstruction(inputs, { today });
    const text = postConstructionOfflineText(a, inputs);
    expect(text).toContain("## Pós-obra — Casa Silva");
    expect(text).toMatch(/base offline/);
    // The tables are shown above the text (and copied with it), not repeated in it.
    expect(text).not.toContain("### Agenda de manutenção");
    expect(text).toContain("referências para adaptar");
  });
});
