import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { CLAUSE_TEXT_MAX, CLAUSE_TITLE_MAX, type ContractClause } from "#domain/service-contract/contract.schema";
import { useContractClauses, useCreateClause, useDeleteClause, useUpdateClause } from "#web/api/service-contracts";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, errorMessage } from "#web/lib/api";

/**
 * "Cláusulas do escritório" (R-CONTRACT-3): the studio's named clauses, created, edited and
 * deleted here; each contract generated afterwards carries a copy of them.
 */
export function ClauseLibrary() {
  const clauses = useContractClauses();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="clausulas-escritorio" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="clausulas-escritorio" className="text-lg font-semibold">
          Cláusulas do escritório
        </h2>
        {!adding ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Nova cláusula
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">Entram em cada contrato gerado depois de salvas; um contrato já gerado guarda a sua própria cópia.</p>
      {adding ? <ClauseForm onDone={() => setAdding(false)} /> : null}
      {clauses.isSuccess ? (
        clauses.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma cláusula ainda.</p>
        ) : (
          <ul className="space-y-2">
            {clauses.data.map((c) => (
              <ClauseItem key={c.id} clause={c} />
            ))}
          </ul>
        )
      ) : (
        <QueryState query={clauses} loadingLabel="Carregando as cláusulas" />
      )}
    </section>
  );
}

function ClauseItem({ clause }: { clause: ContractClause }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteClause();
  if (editing) return <li><ClauseForm clause={clause} onDone={() => setEditing(false)} /></li>;
  return (
    <li className="rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium break-words">{clause.title}</p>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar<span className="sr-only"> a cláusula {clause.title}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              void remove.mutateAsync(clause.id).then(
                () => toast.success("Cláusula excluída."),
                (err: unknown) => toast.error("Não foi possível excluir", { description: errorMessage(err) }),
              )
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir<span className="sr-only"> a cláusula {clause.title}</span>
          </Button>
        </div>
      </div>
      <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground break-words">{clause.text}</p>
    </li>
  );
}

function ClauseForm({ clause, onDone }: { clause?: ContractClause; onDone: () => void }) {
  const titleId = useId();
  const textId = useId();
  const [title, setTitle] = useState(clause?.title ?? "");
  const [text, setText] = useState(clause?.text ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateClause();
  const update = useUpdateClause();
  const pending = create.isPending || update.isPending;
  async function submit() {
    try {
      if (clause) await update.mutateAsync({ id: clause.id, title, text });
      else await create.mutateAsync({ title, text });
      toast.success(clause ? "Cláusula salva." : "Cláusula criada.");
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else toast.error("Não foi possível salvar a cláusula", { description: errorMessage(err) });
    }
  }
  return (
    <form
      className="space-y-2 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-1">
        <label htmlFor={titleId} className="text-sm font-medium">
          Título da cláusula
        </label>
        <Input id={titleId} value={title} maxLength={CLAUSE_TITLE_MAX} aria-invalid={errors.title ? true : undefined} onChange={(e) => setTitle(e.target.value)} />
        {errors.title ? <p className="text-xs text-destructive">{errors.title}</p> : null}
      </div>
      <div className="space-y-1">
        <label htmlFor={textId} className="text-sm font-medium">
          Texto da cláusula
        </label>
        <Textarea id={textId} rows={4} value={text} maxLength={CLAUSE_TEXT_MAX} aria-invalid={errors.text ? true : undefined} onChange={(e) => setText(e.target.value)} />
        {errors.text ? <p className="text-xs text-destructive">{errors.text}</p> : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {clause ? "Salvar cláusula" : "Criar cláusula"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
