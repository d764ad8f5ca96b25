import { useEffect } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { formatDocument, formatPhone } from "#domain/br-documents";
import { clientInputSchema, type Client } from "#domain/clients";
import { ApiError, errorMessage } from "#web/lib/api";
import { useCreateClient, useUpdateClient } from "#web/lib/studio/clients-api";
import { FormField } from "./form-field";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogFooter } from "./ui/dialog";
import { Input } from "./ui/input";
import { Textarea } from "./ui/textarea";

type FormInput = z.input<typeof clientInputSchema>;
type FormOutput = z.output<typeof clientInputSchema>;

const EMPTY: FormInput = { nome: "", email: "", telefone: "", documento: "", endereco: "", observacoes: "" };

function valuesOf(client: Client | undefined): FormInput {
  if (!client) return EMPTY;
  return {
    nome: client.nome,
    email: client.email ?? "",
    telefone: client.telefone ? formatPhone(client.telefone) : "",
    documento: client.documento ? formatDocument(client.documento) : "",
    endereco: client.endereco ?? "",
    observacoes: client.observacoes ?? "",
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
      toast.success(client ? "Cliente atualizado" : "Cliente adicionado", { description: saved.nome });
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
          <FormField label="Nome" error={errors.nome?.message} className="sm:col-span-2">
            {(p) => <Input {...p} autoComplete="off" {...register("nome")} />}
          </FormField>
          <FormField label="E-mail" error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="off" {...register("email")} />}
          </FormField>
          <FormField label="Telefone / WhatsApp" hint="Com DDD, ex.: (11) 98765-4321" error={errors.telefone?.message}>
            {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="off" {...register("telefone")} />}
          </FormField>
          <FormField label="CPF ou CNPJ" hint="Opcional" error={errors.documento?.message}>
            {(p) => <Input {...p} autoComplete="off" {...register("documento")} />}
          </FormField>
          <FormField label="Endereço" error={errors.endereco?.message}>
            {(p) => <Input {...p} autoComplete="off" {...register("endereco")} />}
          </FormField>
          <FormField label="Observações" error={errors.observacoes?.message} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={3} {...register("observacoes")} />}
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
