import StarterKit from "@tiptap/starter-kit";
import { TableKit } from "@tiptap/extension-table";

/**
 * What the editor offers is what the block model stores (decision 050): level-3 sub-headings,
 * paragraphs, bulleted and numbered lists, tables, bold and italic. Everything else StarterKit
 * brings is switched off, so nothing typed or pasted is silently dropped on save.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    strike: false,
    underline: false,
  }),
  TableKit.configure({ table: { resizable: false } }),
];
