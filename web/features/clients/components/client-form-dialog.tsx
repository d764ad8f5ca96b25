import { useEffect } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { formatDocument, formatPhone } from "#domain/br-documents";
import { clientInputSchema, type Client } from "#domain/clients.schema";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, errorMessage } from "#web/lib/api";
import { useCreateClient } from "#web/features/clients/api/create-client";
import { useUpdateClient } from "#web/features/clients/api/update-client";

type FormInput = z.input<typeof clientInputSchema>;
type FormOutput = z.output<typeof clientInputSchema>;

const EMPTY: FormInput = { name: "", email: "", phone: "", document: "", address: "", notes: "" };

function valuesOf(client: Client | undefined): FormInput {
  if (!client) return EMPTY;
  return {
    name: client.name,
    email: client.email ?? "",
    phone: client.phone ? formatPhone(client.phone) : "",
    document: client.document ? formatDocument(client.document) : "",
    address: client.address ?? "",
    notes: client.notes ?? "",
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
  const create = useCreateClient();
  const update = useUpdateClient(client?.id ?? "");
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(clientInputSchema), defaultValues: valuesOf(client) });
  const { register, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (open) reset(valuesOf(client));
  }, [open, client, reset]);

  const onSubmit = handleSubmit(async (data) => {
    // An edit sends only what was changed here, so it cannot undo a change made elsewhere meanwhile.
    const changed = Object.fromEntries(
      Object.entries(data).filter(([field]) => formState.dirtyFields[field as keyof FormInput]),
    ) as Partial<FormOutput>;
    if (client && Object.keys(changed).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      const saved = client ? await update.mutateAsync(changed) : await create.mutateAsync(data);
      toast.success(client ? "Cliente atualizado" : "Cliente adicionado", { description: saved.name });
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<FormInput>, { message });
        return;
      }
      toast.error("Não foi possível salvar o cliente", { description: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={client ? "Editar cliente" : "Adicionar cliente"} className="max-w-xl">
        {/* stopPropagation: this dialog can open from the project form, and React carries a
            submit up through portals to that form too. */}
        <form
          onSubmit={(e) => {
            e.stopPropagation();
            void onSubmit(e);
          }}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField label="Nome" error={errors.name?.message} className="sm:col-span-2">
            {(p) => <Input {...p} autoComplete="off" {...register("name")} />}
          </FormField>
          <FormField label="E-mail" error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="off" {...register("email")} />}
          </FormField>
          <FormField label="Telefone / WhatsApp" hint="Com DDD, ex.: (11) 98765-4321" error={errors.phone?.message}>
            {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="off" {...register("phone")} />}
          </FormField>
          <FormField label="CPF ou CNPJ" hint="Opcional" error={errors.document?.message}>
            {(p) => <Input {...p} autoComplete="off" {...register("document")} />}
          </FormField>
          <FormField label="Endereço" error={errors.address?.message}>
            {(p) => <Input {...p} autoComplete="off" {...register("address")} />}
          </FormField>
          <FormField label="Observações" error={errors.notes?.message} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={3} {...register("notes")} />}
          </FormField>
          <DialogFooter className="mt-2 sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Salvando..." : "Salvar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
