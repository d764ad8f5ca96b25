import type { Editor } from "@tiptap/react";
import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import type { RichBlock } from "#domain/rich-text.schema";
import type { SectionSpec } from "#domain/written-documents";
import { RichTextEditor } from "#web/components/rich-text/rich-text-editor";
import { RichTextView } from "#web/components/rich-text/rich-text-view";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";

/**
 * One section of a written document: its title, its editor (read-only while anything is being
 * generated, so no edit races the generated version), and "Reescrever com IA" with an optional
 * instruction. While the section is being written, the text arriving is shown instead.
 */
export function SectionCard({
  anchor,
  index,
  title,
  spec,
  blocks,
  locked,
  writing,
  onChange,
  onRewrite,
  onFocus,
}: {
  /** The section's id in the page (`#secao-fundacoes`): an export's gaps link to it. */
  anchor: string;
  index: number;
  title: string;
  spec: SectionSpec | undefined;
  blocks: RichBlock[];
  /** A generation is running: no editing, no other rewrite. */
  locked: boolean;
  /** What the generation has for this section right now (streamed text or finished blocks), if anything. */
  writing: { text: string } | { blocks: RichBlock[] } | null;
  onChange: (blocks: RichBlock[]) => void;
  onRewrite: (instruction: string) => void;
  onFocus: (editor: Editor) => void;
}) {
  const headingId = useId();
  const instructionId = useId();
  const [instruction, setInstruction] = useState("");
  return (
    <section id={anchor} tabIndex={-1} aria-labelledby={headingId} className="scroll-mt-4 space-y-2 rounded-lg border bg-card p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {index + 1}. {title}
          </h2>
          {spec && blocks.length === 0 && !writing ? <p className="text-sm text-muted-foreground">{spec.brief}</p> : null}
        </div>
      </div>
      {writing ? (
        <div aria-live="polite" aria-busy={"text" in writing} className="rounded-md border border-dashed bg-muted/30 px-3 py-2">
          {"text" in writing ? <p className="whitespace-pre-wrap text-sm">{writing.text || "…"}</p> : <RichTextView blocks={writing.blocks} />}
        </div>
      ) : (
        <RichTextEditor label={title} blocks={blocks} onChange={onChange} readOnly={locked} onFocus={onFocus} />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={instructionId} className="sr-only">
          Instrução para a IA (opcional): {title}
        </label>
        <Input
          id={instructionId}
          value={instruction}
          maxLength={500}
          placeholder="Instrução para a IA (opcional), ex.: mais curto, cite a NBR 15575"
          onChange={(e) => setInstruction(e.target.value)}
          className="h-8 min-w-48 flex-1 text-sm"
          disabled={locked}
        />
        <Button type="button" variant="outline" size="sm" disabled={locked} onClick={() => onRewrite(instruction.trim())}>
          <Sparkles aria-hidden="true" className="size-4" />
          Reescrever com IA<span className="sr-only">: {title}</span>
        </Button>
      </div>
    </section>
  );
}
