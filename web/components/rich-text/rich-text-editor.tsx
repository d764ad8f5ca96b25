import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import type { RichBlock } from "#domain/rich-text.schema";
import { fromEditorDoc, toEditorDoc, type EditorNode } from "#web/lib/rich-text/convert";
import { RICH_TEXT_EXTENSIONS } from "./extensions";
import { RichTextToolbar } from "./rich-text-toolbar";

/**
 * One section's rich-text editor (decision 050): the section's blocks in, the edited blocks out on
 * every change. Blocks that arrive from outside (a generated draft, a restored version) replace the
 * editor's content; the editor's own changes coming back do not (they are compared as JSON).
 */
export function RichTextEditor({
  label,
  blocks,
  onChange,
  readOnly = false,
  onFocus,
  onReady,
}: {
  /** The section's title: the editable area's accessible name. */
  label: string;
  blocks: RichBlock[];
  onChange: (blocks: RichBlock[]) => void;
  readOnly?: boolean;
  onFocus?: (editor: Editor) => void;
  onReady?: (editor: Editor | null) => void;
}) {
  const shown = useRef(JSON.stringify(blocks));
  // The editor is made once; its callbacks read the latest props through this ref.
  const handlers = useRef({ onChange, onFocus });
  useEffect(() => {
    handlers.current = { onChange, onFocus };
  }, [onChange, onFocus]);

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: toEditorDoc(blocks),
    editable: !readOnly,
    editorProps: { attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox", class: "rich-text min-h-16 px-3 py-2 focus:outline-none" } },
    onUpdate: ({ editor: e }) => {
      const next = fromEditorDoc(e.getJSON() as EditorNode);
      shown.current = JSON.stringify(next);
      handlers.current.onChange(next);
    },
    onFocus: ({ editor: e }) => handlers.current.onFocus?.(e),
  });

  useEffect(() => {
    const json = JSON.stringify(blocks);
    if (json === shown.current) return;
    shown.current = json;
    editor.commands.setContent(toEditorDoc(blocks), { emitUpdate: false });
  }, [blocks, editor]);

  useEffect(() => {
    editor.setEditable(!readOnly, false);
  }, [readOnly, editor]);

  useEffect(() => {
    onReady?.(editor);
    return () => onReady?.(null);
  }, [editor, onReady]);

  return (
    <div className="rounded-md border bg-background">
      {readOnly ? null : <RichTextToolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}
