import { agree, type Addressee } from "#domain/addressing";
import { formatDocument } from "#domain/br-documents";
import { dayBR } from "#domain/days";
import type { ProjectFacts } from "#domain/project-facts";
import { architectLine, DELIVERABLES_NOTE, exclusions, feeBlocks, projectLine, STAGE_DELIVERABLES, stageName, studioParty, type ProposalFees } from "#server/features/documents/proposals/proposal-text";
import { bullets, paragraph, richParagraph, subheading, table } from "#domain/rich-text";
import type { RichBlock } from "#domain/rich-text.schema";
import { toComplete } from "#domain/written-documents";
import type { WrittenSection } from "#domain/written-documents.schema";
import type { ContractContent } from "#domain/service-contract/contract.schema";
import { paymentTermsSection, type PaymentTerms } from "./payment-terms-text";

/**
 * The "Contrato de prestação de serviços" built from what the project holds (R-CONTRACT-1,
 * decision 099): the parties (the client agreeing with its kind, R-CLIENT-3, with CPF/CNPJ and
 * address; the studio with its address, responsible architect and CAU), the object as an activity
 * of the "Projeto" group of Res. CAU/BR nº 21/2012 in the NBR 16636-2 stages included, the scope,
 * deliverables, revisions and deadlines, the fee to the cent, obligations (the RRT among them),
 * late payment and reminders as the contract's payment terms say (R-PAY-6, R-PAY-9),
 * authorship (Lei 9.610/1998, art. 7º, X), personal data (Lei 13.709/2018), termination, forum and
 * a signature page. When the client accepted a proposal, its scope, deadlines and fee sections are
 * copied as the client accepted them. The studio is its razão social and CNPJ from Configurações
 * (decision 105). What is not stored (a CPF, an address, the studio's CNPJ) is
 * a "[completar: …]" the export check lists (decision 071), never a blank or a made-up figure.
 */

export interface ContractFacts {
  project: ProjectFacts;
  /** The client's CPF or CNPJ and address as the client record holds them. */
  client: { document: string | null; address: string | null };
  /** The studio's address (Configurações); its razão social and CNPJ are in `project.studio`. */
  studio: { address: string | null };
  rrtNumber: string | null;
  /** The proposal's accepted version: its sections as the client accepted them. */
  acceptedProposal: { version: number; acceptedOn: string; sections: WrittenSection[] } | null;
  /** The saved fee calculation (the proposal's source), when there is one. */
  fees: ProposalFees | null;
  /** The studio's clause library (R-CONTRACT-3), in its order. */
  clauses: { title: string; text: string }[];
  /** Fine, interest a month and reminders (R-PAY-6, R-PAY-9): stated in "Do atraso no pagamento". */
  paymentTerms: PaymentTerms;
}

const section = (key: string, title: string, blocks: RichBlock[]): WrittenSection => ({ key, title, blocks });

/** "CPF", "CNPJ", or both words for a client of unknown kind. */
function documentLabel(client: Addressee): string {
  if (client.kind === "empresa") return "CNPJ";
  if (client.kind === null) return "CPF/CNPJ";
  return "CPF";
}

/** The client's document line: a couple signs with two CPFs, and only one is stored. */
export function clientDocumentLine(client: Addressee, document: string | null): string {
  const label = documentLabel(client);
  const stored = document ? formatDocument(document) : null;
  if (client.kind === "casal") {
    return `CPF ${stored ?? toComplete("CPF de um dos contratantes")} e CPF ${toComplete("CPF do outro contratante")}`;
  }
  return `${label} ${stored ?? toComplete(`${label} ${agree(client, ["da contratante", "do contratante", "dos contratantes"])}`)}`;
}

const CONTRACTOR = "CONTRATADO";

/** The studio's CNPJ, or the pending marker when Configurações has none (a studio may be a person with a CPF). */
function studioDocument(f: ContractFacts): string {
  return studioParty(f.project).document ?? `CNPJ ou CPF ${toComplete("CNPJ ou CPF do escritório")}`;
}

/** The parties, the client agreeing with its kind ("a CONTRATANTE", "o CONTRATANTE", "os CONTRATANTES"). */
function parties(f: ContractFacts): RichBlock[] {
  const client = f.project.client;
  const named = agree(client, ["doravante denominada CONTRATANTE", "doravante denominado CONTRATANTE", "doravante denominados CONTRATANTES"]);
  const resident = client.kind === "empresa" ? "com sede em" : agree(client, ["residente em", "residente em", "residentes em"]);
  const studio = studioParty(f.project);
  return [
    richParagraph([
      { text: `${agree(client, ["CONTRATANTE", "CONTRATANTE", "CONTRATANTES"])}: `, bold: true },
      {
        text: `${client.name}, ${clientDocumentLine(client, f.client.document)}, ${resident} ${f.client.address ?? toComplete(`endereço ${agree(client, ["da contratante", "do contratante", "dos contratantes"])}`)}, ${named}.`,
      },
    ]),
    richParagraph([
      { text: `${CONTRACTOR}: `, bold: true },
      {
        text: `${studio.name}, ${studioDocument(f)}, com endereço em ${f.studio.address ?? toComplete("endereço do escritório")}, tendo como responsável técnico ${architectLine(f.project)}, doravante denominado CONTRATADO.`,
      },
    ]),
    paragraph("As partes acima identificadas celebram este contrato de prestação de serviços de arquitetura e urbanismo, nas cláusulas a seguir."),
  ];
}

function stagesOf(f: ContractFacts) {
  return f.fees?.stages.map((s) => s.stage) ?? [];
}

/** A section of the accepted proposal, by key, if the client accepted one and it has that section. */
function fromProposal(f: ContractFacts, key: string): RichBlock[] | null {
  const found = f.acceptedProposal?.sections.find((s) => s.key === key);
  return found && found.blocks.length > 0 ? found.blocks : null;
}

function rrtLine(f: ContractFacts): string {
  return f.rrtNumber
    ? `O Registro de Responsabilidade Técnica (RRT) das atividades deste contrato é o RRT nº ${f.rrtNumber}, registrado no SICCAU por ${architectLine(f.project)}.`
    : `O CONTRATADO registra no SICCAU o Registro de Responsabilidade Técnica (RRT) das atividades deste contrato, por ${architectLine(f.project)}, nos prazos do CAU (Resolução CAU/BR nº 91/2014), e informa o número ${agree(f.project.client, ["à CONTRATANTE", "ao CONTRATANTE", "aos CONTRATANTES"])}.`;
}

/** The clause text of the studio's library: paragraphs split at blank lines. */
function clauseBlocks(text: string): RichBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean)
    .map((p) => paragraph(p));
}

const SIGNATURE_LINE = "_______________________________________________";

/** The signature section's key: the export starts it on a page of its own (R-CONTRACT-6). */
export const CONTRACT_SIGNATURES_KEY = "assinaturas";

/**
 * The signature page (R-CONTRACT-6, decision 105): the place and date line, then each party with
 * its line — the client (a couple signs twice) with its CPF/CNPJ, the studio by its razão social
 * and CNPJ with the responsible architect and CAU — and two witnesses.
 */
function signaturePage(f: ContractFacts, city: string): RichBlock[] {
  const client = f.project.client;
  return [
    paragraph("Por estarem de acordo, as partes assinam este contrato."),
    paragraph(`${city}, ____/____/________.`),
    paragraph(SIGNATURE_LINE),
    ...(client.kind === "casal" ? [paragraph(SIGNATURE_LINE)] : []),
    richParagraph([{ text: `${agree(client, ["CONTRATANTE", "CONTRATANTE", "CONTRATANTES"])}: `, bold: true }, { text: client.name }]),
    paragraph(clientDocumentLine(client, f.client.document)),
    paragraph(SIGNATURE_LINE),
    richParagraph([{ text: `${CONTRACTOR}: `, bold: true }, { text: studioParty(f.project).name }]),
    paragraph(studioDocument(f)),
    paragraph(`Responsável técnico: ${architectLine(f.project)}`),
    subheading("Testemunhas"),
    paragraph(`${SIGNATURE_LINE}   Nome: ____________________   CPF: ____________________`),
    paragraph(`${SIGNATURE_LINE}   Nome: ____________________   CPF: ____________________`),
  ];
}

/** The contract's sections (R-CONTRACT-1): each a normal rich-text section, editable after generation. */
export function buildContract(f: ContractFacts): ContractContent {
  const client = f.project.client;
  const contratante = agree(client, ["a CONTRATANTE", "o CONTRATANTE", "os CONTRATANTES"]);
  const payer = agree(client, ["pela CONTRATANTE", "pelo CONTRATANTE", "pelos CONTRATANTES"]);
  const stages = stagesOf(f);
  const accepted = f.acceptedProposal;
  const city = f.project.studio.city ?? toComplete("cidade do escritório (foro)");

  const feeSection = fromProposal(f, "honorarios") ?? (f.fees ? feeBlocks(f.fees, payer) : [paragraph(toComplete("honorários e parcelas"))]);
  const sections: WrittenSection[] = [
    section("partes", "Das partes", parties(f)),
    section("objeto", "Do objeto", [
      paragraph(
        `O objeto deste contrato é a prestação, pelo CONTRATADO, de serviços de arquitetura e urbanismo do grupo Projeto das atividades técnicas da Resolução CAU/BR nº 21/2012 (art. 3º) para o projeto ${f.project.project.name}. ${projectLine(f.project)}`,
      ),
      paragraph("Estão incluídas as seguintes etapas da ABNT NBR 16636-2:2017:"),
      bullets(stages.length > 0 ? stages.map(stageName) : [toComplete("etapas incluídas")]),
      ...(accepted ? [paragraph(`O contrato segue a Proposta de serviços aceita em ${dayBR(accepted.acceptedOn)} (versão ${accepted.version}).`)] : []),
    ]),
    section("escopo", "Do escopo, dos produtos e das exclusões", [
      ...(fromProposal(f, "escopo") ?? [...stages.flatMap((s) => [subheading(stageName(s)), bullets([...STAGE_DELIVERABLES[s]])]), richParagraph([{ text: DELIVERABLES_NOTE, italic: true }])]),
      subheading("Não incluído"),
      ...(fromProposal(f, "nao-incluido") ?? [bullets(exclusions(stages))]),
    ]),
    section("prazos", "Das revisões e dos prazos", [
      ...(fromProposal(f, "revisoes-prazos") ??
        [table(["Etapa", "Revisões incluídas", "Prazo"], stages.map((s) => [stageName(s), toComplete(`revisões da etapa ${stageName(s)}`), toComplete(`prazo da etapa ${stageName(s)}`)]))]),
      paragraph("Os prazos ficam suspensos, e voltam a contar quando cessar a causa, enquanto:"),
      bullets([
        `${contratante} não entregar as informações, os documentos ou os levantamentos que a etapa pede`,
        `uma etapa entregue aguardar a aprovação ${agree(client, ["da CONTRATANTE", "do CONTRATANTE", "dos CONTRATANTES"])}`,
        "houver parcela vencida e não paga",
        "o projeto aguardar análise ou aprovação da prefeitura ou de outros órgãos",
        "houver pedido de alteração de escopo ainda não acordado por escrito",
      ]),
      paragraph("Revisões além das incluídas e mudanças pedidas depois da aprovação de uma etapa alteram o escopo: o CONTRATADO apresenta por escrito o valor e o novo prazo, que valem depois de aceitos."),
    ]),
    section("honorarios", "Dos honorários e da forma de pagamento", feeSection),
    paymentTermsSection(f.paymentTerms, client),
    section("obrigacoes", "Das obrigações das partes", [
      subheading("Do CONTRATADO"),
      bullets([
        "Executar os serviços com zelo técnico, conforme a legislação, as normas técnicas aplicáveis e o Código de Ética e Disciplina do CAU",
        "Entregar os produtos de cada etapa nos prazos acordados e atender às revisões incluídas",
        "Registrar o RRT das atividades deste contrato no SICCAU e informar o seu número",
        `Guardar sigilo sobre as informações ${agree(client, ["da CONTRATANTE", "do CONTRATANTE", "dos CONTRATANTES"])}`,
      ]),
      subheading(agree(client, ["Da CONTRATANTE", "Do CONTRATANTE", "Dos CONTRATANTES"])),
      bullets([
        "Fornecer as informações, os documentos do imóvel e os levantamentos necessários (topografia, sondagem e outros, quando contratados de terceiros)",
        "Aprovar ou pedir ajustes em cada etapa entregue, por escrito",
        "Pagar as parcelas nos vencimentos",
        "Pagar as taxas e os emolumentos dos órgãos públicos",
      ]),
      subheading("Do RRT"),
      paragraph(rrtLine(f)),
      ...(fromProposal(f, "rrt")?.filter((b) => b.type === "paragraph" && JSON.stringify(b).includes("taxa")) ?? [
        paragraph(`A taxa do RRT é paga por ${toComplete("quem paga a taxa do RRT: o escritório ou o contratante")}.`),
      ]),
    ]),
    section("autoria", "Da autoria e do uso do projeto", [
      paragraph(
        "O projeto é obra intelectual protegida (Lei nº 9.610/1998, art. 7º, X). A autoria é do CONTRATADO e de seu responsável técnico, que podem divulgá-lo com o crédito devido, preservados os dados pessoais " +
          agree(client, ["da CONTRATANTE", "do CONTRATANTE", "dos CONTRATANTES"]) +
          ".",
      ),
      paragraph(
        `${contratante.charAt(0).toUpperCase()}${contratante.slice(1)} ${agree(client, ["pode", "pode", "podem"])} usar o projeto para a construção de uma obra no endereço deste contrato. Outra obra, a repetição do projeto ou alterações dele dependem de acordo por escrito com o autor.`,
      ),
    ]),
    section("dados-pessoais", "Dos dados pessoais (LGPD)", [
      paragraph(
        "As partes tratam os dados pessoais uma da outra apenas para executar este contrato e cumprir obrigações legais (como o registro do RRT), conforme a Lei nº 13.709/2018 (Lei Geral de Proteção de Dados Pessoais), e os guardam com segurança pelo tempo que a lei exigir.",
      ),
    ]),
    section("rescisao", "Da rescisão", [
      paragraph(`Qualquer das partes pode rescindir este contrato por aviso escrito com ${toComplete("dias de antecedência do aviso")} dias de antecedência.`),
      paragraph(
        `Na rescisão, ${contratante} ${agree(client, ["paga", "paga", "pagam"])} as etapas entregues e a parte executada da etapa em curso; o CONTRATADO entrega o que foi produzido até então. O descumprimento de uma cláusula permite a rescisão pela outra parte.`,
      ),
    ]),
    ...(f.clauses.length > 0 ? [section("clausulas-escritorio", "Cláusulas do escritório", f.clauses.flatMap((c) => [subheading(c.title), ...clauseBlocks(c.text)]))] : []),
    section("foro", "Do foro", [paragraph(`Fica eleito o foro da comarca de ${city} para resolver questões deste contrato.`)]),
    section(CONTRACT_SIGNATURES_KEY, "Assinaturas", signaturePage(f, city)),
  ];
  return { sections };
}
