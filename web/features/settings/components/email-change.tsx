import { useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { emailChangeSchema, type Profile } from "#domain/profile.schema";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { useCancelEmailChange, useRequestEmailChange } from "#web/api/account";

const EMPTY = { newEmail: "", currentPassword: "" };

/**
 * The sign-in e-mail (read only) and "Trocar e-mail" (R-PROFILE-1): the new address and the
 * current password, then a link to the new address; until it is opened the old one still signs in.
 * It sits inside the profile form, so it is a group of its own (no nested <form>): its button and
 * Enter in its inputs send it, not the profile.
 */
export function EmailChange({ user }: { user: Profile["user"] }) {
  const [open, setOpen] = useState(false);
  const requestChange = useRequestEmailChange();
  const cancelChange = useCancelEmailChange();
  const form = useZodForm(emailChangeSchema, { defaultValues: EMPTY });

  const send = form.handleSubmit(async (input) => {
    try {
      const { pendingEmail } = await requestChange.mutateAsync(input);
      form.reset(EMPTY);
      setOpen(false);
      toast.success("Link de confirmação enviado", { description: `Abra o link enviado para ${pendingEmail} para concluir a troca.` });
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível pedir a troca de e-mail", { description: errorMessage(error) });
    }
  });

  function close() {
    form.reset(EMPTY);
    setOpen(false);
  }

  function cancelPending() {
    cancelChange.mutate(undefined, {
      onSuccess: () => toast.success("Troca de e-mail cancelada", { description: `Você continua entrando com ${user.email}.` }),
      onError: (error) => toast.error("Não foi possível cancelar a troca", { description: errorMessage(error) }),
    });
  }

  function sendOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void send();
  }

  return (
    <div className="flex flex-col gap-3">
      <FormField label="E-mail" hint="O e-mail com que você entra na Prancheta.">
        {(wiring) => <Input {...wiring} type="email" value={user.email} readOnly className="bg-muted" />}
      </FormField>

      {user.pendingEmail ? (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            Enviamos um link de confirmação para <strong className="break-all">{user.pendingEmail}</strong>. Até você abrir o link, continue
            entrando com <strong className="break-all">{user.email}</strong>.
          </p>
          <Button variant="outline" size="sm" className="shrink-0" onClick={cancelPending} disabled={cancelChange.isPending}>
            {cancelChange.isPending ? "Cancelando..." : "Cancelar troca"}
          </Button>
        </div>
      ) : null}

      {open ? (
        <div role="group" aria-labelledby="trocar-email" className="flex flex-col gap-3 rounded-md border border-border p-4">
          <h3 id="trocar-email" className="font-medium">
            Trocar e-mail
          </h3>
          <p className="text-sm text-muted-foreground">Enviaremos um link ao novo endereço. O e-mail só muda quando você abrir o link.</p>
          <Field control={form.control} name="newEmail" label="Novo e-mail">
            {(p) => <Input {...p} type="email" autoComplete="email" onKeyDown={sendOnEnter} />}
          </Field>
          <Field control={form.control} name="currentPassword" label="Senha atual">
            {(p) => <Input {...p} type="password" autoComplete="current-password" onKeyDown={sendOnEnter} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void send()} disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Enviando..." : "Enviar link de confirmação"}
            </Button>
            <Button variant="outline" onClick={close}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
          Trocar e-mail
        </Button>
      )}
    </div>
  );
}
