import { Link } from "react-router";
import { Spinner } from "#web/components/ui/spinner";
import { Button } from "#web/components/ui/button";
import { useDocument, useProjectDocuments } from "#web/lib/documents/api";

function SavedReferences({ documentId, onCite }: { documentId: string; onCite: (text: string) => void }) {
  const doc = useDocument(documentId);
  if (doc.isPending) return <Spinner label="Carregando referências" />;
  if (doc.isError || doc.data.kind !== "referencias") return <p className="text-sm text-destructive">Não foi possível carregar as referências.</p>;
  const items = doc.data.content.items;
  if (items.length === 0) return <Empty />;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="space-y-1 text-sm">
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary hover:underline">
            {item.title}
          </a>
          {item.note ? <p className="text-muted-foreground">{item.note}</p> : null}
          <Button size="sm" variant="outline" onClick={() => onCite(`Referência: ${item.title} — ${item.url}`)}>
            Citar<span className="sr-only"> {item.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Empty() {
  return (
    <p className="text-sm text-muted-foreground">
      Nenhuma referência salva ainda.{" "}
      <Link to="/dashboard/referencias" className="text-primary hover:underline">
        Pesquisar referências
      </Link>
    </p>
  );
}

/** The concept's side panel (R-DOC-7): the project's saved references, each citable into the section being edited. */
export function ReferencesPanel({ projectId, onCite }: { projectId: string; onCite: (text: string) => void }) {
  const documents = useProjectDocuments(projectId);
  const references = documents.data?.find((d) => d.kind === "referencias");
  return (
    <aside aria-label="Referências do projeto" className="h-fit space-y-3 rounded-lg border bg-card p-4">
      <h2 className="font-semibold">Referências do projeto</h2>
      {documents.isPending ? <Spinner label="Carregando referências" /> : references ? <SavedReferences documentId={references.id} onCite={onCite} /> : <Empty />}
    </aside>
  );
}
