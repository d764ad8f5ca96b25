import type { ReactNode } from "react";
import type { RichBlock } from "#domain/rich-text.schema";
import { RichTextView } from "./rich-text-view";

/**
 * A version's numbered sections, read-only: the history's preview of every sectioned document
 * (written documents, the proposal, the contract). `lead` goes above the first section.
 */
export function SectionsPreview({ sections, lead }: { sections: readonly { key: string; title: string; blocks: RichBlock[] }[]; lead?: ReactNode }) {
  return (
    <div className="space-y-3">
      {lead}
      {sections.map((s, i) => (
        <div key={s.key}>
          <p className="font-semibold">
            {i + 1}. {s.title}
          </p>
          <RichTextView blocks={s.blocks} />
        </div>
      ))}
    </div>
  );
}
