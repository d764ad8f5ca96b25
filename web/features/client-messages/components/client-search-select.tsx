import { useId, useState, type Ref } from "react";
import type { FieldControlProps } from "#web/components/form-field";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { useClientSearch } from "#web/api/client-messages";

type Chosen = { id: string; name: string };

/**
 * Chooses one of the studio's clients, however many it has: a search box (server side, accent-
 * insensitive) narrowing a select of at most 50 names, as the project form's client picker does.
 * The select carries the field's label and id (`control`); the search box has its own label.
 * The chosen client stays an option while another search does not find them.
 *
 * `emptyOption`: the select's first option (value ""): "Todos os clientes" for a filter; without
 * it, the first option says what to do (or why there is nothing to choose).
 */
export function ClientSearchSelect({
  value,
  onChange,
  control,
  searchLabel,
  emptyOption,
  onBlur,
  name,
  ref,
}: {
  /** The chosen client's id, or "". */
  value: string;
  onChange: (clientId: string) => void;
  control: FieldControlProps;
  searchLabel: string;
  emptyOption?: string;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const query = useDebouncedValue(search.trim());
  const list = useClientSearch(query);
  const found = list.data?.items ?? [];
  // The chosen client (cleared from outside when `value` changes to another or to "").
  const current = chosen && chosen.id === value ? chosen : (found.find((c) => c.id === value) ?? null);
  const options: Chosen[] = current && !found.some((c) => c.id === current.id) ? [current, ...found] : found;
  const noClients = !query && list.data?.total === 0;
  const total = list.data?.total ?? 0;

  // While a new search loads, the previous one's data is kept on screen: no status about it.
  const settled = list.isSuccess && !list.isPlaceholderData;
  let status = "";
  if (settled && query && total === 0) status = `Nenhum cliente encontrado para “${query}”.`;
  else if (settled && total > found.length) status = `Mostrando ${found.length} de ${total} clientes: digite parte do nome para encontrar os outros.`;

  const first =
    emptyOption ??
    (list.isPending
      ? "Carregando clientes..."
      : list.isError
        ? "Não foi possível carregar os clientes"
        : noClients
          ? "Nenhum cliente cadastrado"
          : options.length === 0
            ? "Nenhum cliente encontrado"
            : "Escolha o cliente");

  const describedBy = [control["aria-describedby"], status ? statusId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        {searchLabel}
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Buscar cliente..."
        autoComplete="off"
        maxLength={120}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-describedby={status ? statusId : undefined}
      />
      <NativeSelect
        ref={ref}
        id={control.id}
        name={name}
        aria-invalid={control["aria-invalid"]}
        aria-describedby={describedBy}
        value={value}
        onBlur={onBlur}
        onChange={(e) => {
          const picked = options.find((c) => c.id === e.target.value) ?? null;
          setChosen(picked);
          onChange(picked?.id ?? "");
        }}
      >
        <option value="">{first}</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
      <p id={statusId} aria-live="polite" className="text-xs text-muted-foreground">
        {status}
      </p>
      {list.isError ? <p className="text-xs text-destructive">{errorMessage(list.error)}</p> : null}
    </div>
  );
}
