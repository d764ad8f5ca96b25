import type { Inlines, RichBlock } from "#domain/rich-text.schema";

/** "[completar: …]" markers the offline generator leaves: highlighted so none is missed. */
const MARKER = /(\[completar:[^\]]*\])/g;

function Text({ text }: { text: string }) {
  const parts = text.split(MARKER);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="completar">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function Runs({ content }: { content: Inlines }) {
  return content.map((run, i) => {
    let node = <Text text={run.text} />;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    return <span key={i}>{node}</span>;
  });
}

/** A section's blocks, read-only (a version's preview, a section being written). No HTML from the text is ever rendered. */
export function RichTextView({ blocks, emptyText = "(seção em branco)" }: { blocks: RichBlock[]; emptyText?: string }) {
  if (blocks.length === 0) return <p className="text-sm italic text-muted-foreground">{emptyText}</p>;
  return (
    <div className="rich-text">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "heading":
            return (
              <h3 key={i}>
                <Runs content={block.content} />
              </h3>
            );
          case "paragraph":
            return (
              <p key={i}>
                <Runs content={block.content} />
              </p>
            );
          case "bulletList":
          case "orderedList": {
            const items = block.items.map((item, j) => (
              <li key={j}>
                <Runs content={item} />
              </li>
            ));
            return block.type === "bulletList" ? <ul key={i}>{items}</ul> : <ol key={i}>{items}</ol>;
          }
          case "table": {
            const [head, ...body] = block.header ? block.rows : [undefined, ...block.rows];
            return (
              <table key={i}>
                {head ? (
                  <thead>
                    <tr>
                      {head.map((cell, j) => (
                        <th key={j} scope="col">
                          <Runs content={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                ) : null}
                <tbody>
                  {body.map((row, r) => (
                    <tr key={r}>
                      {(row ?? []).map((cell, j) => (
                        <td key={j}>
                          <Runs content={cell} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          }
        }
      })}
    </div>
  );
}
