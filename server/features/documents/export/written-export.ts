import { blockOf } from "#server/export/rich-blocks";
import { documentKindLabel, type WrittenKind } from "#domain/documents";
import { dayBR } from "#domain/days";
import type { ProposalContent } from "#domain/proposals/proposal.schema";
import { CONTRACT_SIGNATURES_KEY } from "#server/features/documents/contracts/contract-text";
import type { ReferencesContent, WrittenContent } from "#domain/written-documents.schema";
import { formatExportDate, type ExportBlock, type ExportDocument, type ExportMeta } from "#server/export/model";

export const EMPTY_SECTION = "(seção em branco)";

/**
 * A written document (R-DOC-6) as the export model: a cover (project, client, studio, date and the
 * version it came from), the memorial's table of contents, and each section as a numbered heading
 * with its blocks, bold and italic kept. A section with no text says so instead of vanishing, so
 * the numbering matches the editor's.
 */
export function writtenExport(kind: WrittenKind, content: WrittenContent, meta: ExportMeta, ownPage: (sectionKey: string) => boolean = () => false): ExportDocument {
  return {
    title: documentKindLabel(kind),
    meta,
    cover: true,
    contents: kind === "memorial",
    blocks: content.sections.flatMap((section, i): ExportBlock[] => [
      { type: "heading", level: 1, text: `${i + 1}. ${section.title}`, ...(ownPage(section.key) ? { newPage: true } : {}) },
      ...(section.blocks.length > 0 ? section.blocks.map(blockOf) : [{ type: "note", text: EMPTY_SECTION } as ExportBlock]),
    ]),
  };
}

/**
 * The "Proposta de serviços" (R-PROP-1, decision 094): the written export with its validity date
 * under the title, read from the content's `validUntil` so the file and the page say the same.
 */
export function proposalExport(content: ProposalContent, meta: ExportMeta): ExportDocument {
  const written = writtenExport("conceito", content, meta);
  return {
    ...written,
    title: documentKindLabel("proposta"),
    contents: false,
    blocks: [{ type: "keyValue", items: [{ label: "Válida até", value: dayBR(content.validUntil) }] }, ...written.blocks],
  };
}

/**
 * The "Contrato de prestação de serviços" (R-CONTRACT-2, decision 099): the written export under
 * its own title, without a table of contents. Its "Assinaturas" section (place and date, a line,
 * name and CPF/CNPJ for each party, the studio's CAU, witnesses), which the editor keeps editable,
 * starts a page of its own (R-CONTRACT-6, decision 105); a portal signature's certificate still
 * follows it as the last page.
 */
export function contractExport(content: WrittenContent, meta: ExportMeta): ExportDocument {
  return { ...writtenExport("conceito", content, meta, (key) => key === CONTRACT_SIGNATURES_KEY), title: documentKindLabel("contrato"), contents: false };
}

/**
 * The references of a project (R-DOC-7): the search words and each saved reference with its
 * address and note. Images are not embedded: they are the architect's inspiration, and the
 * address leads to the source.
 */
export function referencesExport(content: ReferencesContent, meta: ExportMeta): ExportDocument {
  return {
    title: "Referências",
    meta,
    blocks: [
      ...(content.keywords.length > 0 ? [{ type: "keyValue", items: [{ label: "Palavras-chave", value: content.keywords.join(", ") }] } as ExportBlock] : []),
      ...(content.items.length === 0 ? [{ type: "paragraph", text: "Nenhuma referência salva ainda." } as ExportBlock] : []),
      ...content.items.flatMap((item): ExportBlock[] => [
        { type: "heading", level: 2, text: item.title },
        { type: "keyValue", items: [{ label: "Endereço", value: item.url }, { label: "Salva em", value: formatExportDate(new Date(item.savedAt)) }] },
        ...(item.note ? [{ type: "paragraph", text: item.note } as ExportBlock] : []),
      ]),
    ],
  };
}
