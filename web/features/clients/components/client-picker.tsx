import { useId, useState, type Ref } from "react";
import { Plus } from "lucide-react";
import type { RecordRef } from "#domain/projects.schema";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { useClients } from "#web/api/clients";
import { ClientFormDialog } from "./client-form-dialog";

/**
 * Chooses one of the user's clients: a search box (accent-insensitive, server side) narrowing a
 * list of at most 50 names, so it works the same with 5 clients or 5,000. The project form uses
 * it as its client field; the page that shows that form passes it in (web/app/routes/).
 */
export function ClientPicker({
  value,
  onChange,
  selectId,
  invalid,
  describedBy,
  ref,
}: {
  value: RecordRef | null;
  onChange: (client: RecordRef | null) => void;
  selectId: string;
  invalid?: boolean;
  describedBy?: string;
  /** Reaches the select, so a form can focus it on an error. */
  ref?: Ref<HTMLSelectElement>;
}) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const query = useDebouncedValue(search.trim());
  const list = useClients({ search: query, pageSize: 50 });
  const options = list.data?.items ?? [];
  // No client at all yet: a project needs one, so offer to add it right here.
  const noClients = !query && list.data?.total === 0;
  // The chosen client stays an option even when the current search does not find it.
  const shown = value && !options.some((c) => c.id === value.id) ? [value, ...options] : options;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        Buscar cliente
      </label>
      <Input id={searchId} type="search" placeholder="Buscar cliente..." value={search} onChange={(e) => setSearch(e.target.value)} />
      <NativeSelect
        ref={ref}
        id={selectId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value?.id ?? ""}
        onChange={(e) => {
          const chosen = shown.find((c) => c.id === e.target.value);
          onChange(chosen ? { id: chosen.id, name: chosen.name } : null);
        }}
      >
        <option value="">
          {list.isPending
            ? "Carregando clientes..."
            : list.isError
              ? "Não foi possível carregar os clientes"
              : noClients
                ? "Nenhum cliente cadastrado"
                : shown.length === 0
                  ? "Nenhum cliente encontrado"
                  : "Escolha o cliente"}
        </option>
        {shown.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
      {list.isError ? <p className="text-xs text-destructive">{errorMessage(list.error)}</p> : null}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {noClients ? <span>Cadastre o cliente para criar o projeto.</span> : null}
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Adicionar cliente
        </Button>
      </div>
      <ClientFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(client) => onChange({ id: client.id, name: client.name })}
      />
    </div>
  );
}
