import { toast } from "sonner";
import { formatDocument, formatPhone } from "#domain/br-documents";
import { clientInputSchema, type Client, type ClientData, type ClientInput } from "#domain/clients.schema";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { ADDRESS_FORMS, CLIENT_KINDS, type AddressForm, type ClientKind } from "#domain/addressing";
import { Textarea } from "#web/components/ui/textarea";
import { errorMessage } from "#web/lib/api";
import { useCreateClient, useUpdateClient } from "#web/api/clients";

/** What the inputs hold: text, "" for a blank field (the schema turns blanks into null). */
type FormValues = { [K in Exclude<keyof ClientInput, "kind" | "addressForm">]: string } & { kind: ClientKind | ""; addressForm: AddressForm | "" };

const EMPTY: FormValues = { name: "", email: "", phone: "", document: "", address: "", notes: "", kind: "", addressForm: "" };

function valuesOf(client: Client | undefined): FormValues {
  if (!client) return EMPTY;
  return {
    name: client.name,
    email: client.email ?? "",
    phone: client.phone ? formatPhone(client.phone) : "",
    document: client.document ? formatDocument(client.document) : "",
    address: client.address ?? "",
    notes: client.notes ?? "",
    kind: client.kind ?? "",
    addressForm: client.addressForm ?? "",
  };
}

/**
 * Add or edit a client: the domain schema checks the form (pt-BR messages beside each field)
 * and the server's 422 field errors land on the same fields.
 */
export function ClientFormDialog({
  open,
  onOpenChange,
  client,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this client; absent to add one. */
  client?: Client;
  onSaved?: (client: Client) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={client ? "Editar cliente" : "Adicionar cliente"} className="max-w-xl">
        {/* Mounted only while open: every opening starts from the client's current values, and a
            refetch of the client while it is open leaves the typing alone. */}
        <ClientForm client={client} close={() => onOpenChange(false)} {...(onSaved ? { onSaved } : {})} />
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({
  client,
  close,
  onSaved,
}: {
  client: Client | undefined;
  close: () => void;
  onSaved?: (client: Client) => void;
}) {
  const create = useCreateClient();
  const update = useUpdateClient(client?.id ?? "");
  const form = useZodForm(clientInputSchema, { defaultValues: valuesOf(client) });
  const { control, handleSubmit, formState } = form;
  // Read while rendering: react-hook-form tracks only the form state a render has read.
  const { dirtyFields } = formState;

  const onSubmit = handleSubmit(async (data) => {
    // An edit sends only what was changed here, so it cannot undo a change made elsewhere meanwhile.
    const changed = Object.fromEntries(
      Object.entries(data).filter(([field]) => dirtyFields[field as keyof FormValues]),
    ) as Partial<ClientData>;
    if (client && Object.keys(changed).length === 0) {
      close();
      return;
    }
    try {
      const saved = client ? await update.mutateAsync(changed) : await create.mutateAsync(data);
      toast.success(client ? "Cliente atualizado" : "Cliente adicionado", { description: saved.name });
      close();
      onSaved?.(saved);
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível salvar o cliente", { description: errorMessage(error) });
    }
  });

  return (
    <form
      onSubmit={(e) => {
        // This dialog can open from the project form, and React carries a submit up through
        // portals to that form too.
        e.stopPropagation();
        void onSubmit(e);
      }}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field control={control} name="name" label="Nome" className="sm:col-span-2">
        {(p) => <Input {...p} value={p.value ?? ""} autoComplete="off" />}
      </Field>
      <Field control={control} name="kind" label="Quem é o cliente" hint="Os textos enviados concordam com ele">
        {(p) => (
          <NativeSelect {...p} value={p.value ?? ""}>
            <option value="">Não informado</option>
            {CLIENT_KINDS.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field control={control} name="addressForm" label="Tratamento">
        {(p) => (
          <NativeSelect {...p} value={p.value ?? ""}>
            <option value="">Pelo nome (padrão)</option>
            {ADDRESS_FORMS.filter((f) => f.id !== "informal").map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field control={control} name="email" label="E-mail">
        {(p) => <Input {...p} value={p.value ?? ""} type="email" autoComplete="off" />}
      </Field>
      <Field control={control} name="phone" label="Telefone / WhatsApp" hint="Com DDD, ex.: (11) 98765-4321">
        {(p) => <Input {...p} value={p.value ?? ""} type="tel" inputMode="tel" autoComplete="off" />}
      </Field>
      <Field control={control} name="document" label="CPF ou CNPJ" hint="Opcional">
        {(p) => <Input {...p} value={p.value ?? ""} autoComplete="off" />}
      </Field>
      <Field control={control} name="address" label="Endereço">
        {(p) => <Input {...p} value={p.value ?? ""} autoComplete="off" />}
      </Field>
      <Field control={control} name="notes" label="Observações" className="sm:col-span-2">
        {(p) => <Textarea {...p} value={p.value ?? ""} rows={3} />}
      </Field>
      <DialogFooter className="mt-2 sm:col-span-2">
        <Button variant="outline" onClick={close}>
          Cancelar
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Salvando..." : "Salvar"}
        </Button>
      </DialogFooter>
    </form>
  );
}
