import { useId, useState } from "react";
import type { ProjectRef } from "../../domain/clients";
import { useClientList } from "../lib/studio/clients-api";
import { Input } from "./ui/input";
import { NativeSelect } from "./ui/native-select";

/**
 * Chooses one of the user's clients: a search box (accent-insensitive, server side) narrowing a
 * list of at most 50 names, so it works the same with 5 clients or 5,000.
 */
export function ClientPicker({
  value,
  onChange,
  selectId,
  invalid,
  describedBy,
}: {
  value: ProjectRef | null;
  onChange: (client: ProjectRef | null) => void;
  selectId: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const list = useClientList({ search, pageSize: 50 });
  const options = list.data?.items ?? [];
  // The chosen client stays an option even when the current search does not find it.
  const shown = value && !options.some((c) => c.id === value.id) ? [value, ...options] : options;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        Buscar cliente
      </label>
      <Input id={searchId} type="search" placeholder="Buscar cliente..." value={search} onChange={(e) => setSearch(e.target.value)} />
      <NativeSelect
        id={selectId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value?.id ?? ""}
        onChange={(e) => {
          const chosen = shown.find((c) => c.id === e.target.value);
          onChange(chosen ? { id: chosen.id, nome: chosen.nome } : null);
        }}
      >
        <option value="">{list.isPending ? "Carregando clientes..." : shown.length === 0 ? "Nenhum cliente encontrado" : "Escolha o cliente"}</option>
        {shown.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nome}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
