import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { errorMessage } from "#web/lib/api";
import { Button, buttonVariants } from "./ui/button";
import { Spinner } from "./ui/spinner";

/** The way back from a record's page to the list it belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** "Editar" and "Excluir" for a record's page header. */
export function RecordActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button variant="outline" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
    </div>
  );
}

/** One labelled value of a record's page (a client's contact, a project's land plot…). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/**
 * What a record's page shows before it has the record: a spinner while loading, or the
 * server's message (e.g. "Cliente não encontrado.") with a way back. Null once loaded.
 */
export function RecordPending({
  query,
  loadingLabel,
  back,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loadingLabel: string;
  back: { to: string; label: string };
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <p className="text-lg font-semibold">{errorMessage(query.error)}</p>
        <Link to={back.to} className={`${buttonVariants({ variant: "outline" })} mt-6`}>
          {back.label}
        </Link>
      </div>
    );
  }
  return null;
}
