import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Bold, Columns3, Heading3, Italic, List, ListOrdered, Rows3, Table, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";

function ToolButton({ label, onClick, active, disabled, children }: { label: string; onClick: () => void; active?: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...(active === undefined ? {} : { "aria-pressed": active })}
      disabled={disabled}
      // Keeps the editor's selection: a click on the toolbar must not take the focus from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex h-7 min-w-7 items-center justify-center rounded px-1.5 text-xs text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40",
        active && "bg-muted text-foreground",
      )}
    >
      {children}
    </button>
  );
}

/** The formatting buttons of one section's editor; table buttons act on the table the cursor is in. */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      heading: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      inTable: e.isActive("table"),
      editable: e.isEditable,
    }),
  });
  const off = !state.editable;
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={`Formatação: ${label}`} className="flex flex-wrap items-center gap-0.5 border-b px-1 py-1">
      <ToolButton label="Subtítulo" active={state.heading} disabled={off} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Negrito" active={state.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Itálico" active={state.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Lista" active={state.bullet} disabled={off} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Lista numerada" active={state.ordered} disabled={off} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" className="size-4" />
      </ToolButton>
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <ToolButton label="Inserir tabela" disabled={off || state.inTable} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
        <Table aria-hidden="true" className="size-4" />
      </ToolButton>
      {state.inTable ? (
        <>
          <ToolButton label="Adicionar linha" disabled={off} onClick={() => chain().addRowAfter().run()}>
            <Rows3 aria-hidden="true" className="size-4" />+
          </ToolButton>
          <ToolButton label="Adicionar coluna" disabled={off} onClick={() => chain().addColumnAfter().run()}>
            <Columns3 aria-hidden="true" className="size-4" />+
          </ToolButton>
          <ToolButton label="Excluir linha" disabled={off} onClick={() => chain().deleteRow().run()}>
            <Rows3 aria-hidden="true" className="size-4" />−
          </ToolButton>
          <ToolButton label="Excluir coluna" disabled={off} onClick={() => chain().deleteColumn().run()}>
            <Columns3 aria-hidden="true" className="size-4" />−
          </ToolButton>
          <ToolButton label="Excluir tabela" disabled={off} onClick={() => chain().deleteTable().run()}>
            <Trash2 aria-hidden="true" className="size-4" />
          </ToolButton>
        </>
      ) : null}
    </div>
  );
}
