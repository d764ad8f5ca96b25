import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ASSIGNABLE_ROLES, canInviteAs, INVITATION_DAYS, ROLE_LABELS, type StudioRole } from "#domain/studios";
import { invitationInputSchema } from "#domain/studios.schema";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { ApiError, errorMessage } from "#web/lib/api";
import { useCreateInvitation } from "#web/api/studio";

/**
 * "E-mail do convidado", "Papel", "Convidar": the server e-mails a link valid for INVITATION_DAYS days. A 402
 * (every seat of the plan taken) is a toast that leads to the plans; a 409 (already in the team
 * or invited) goes under the e-mail.
 */
/** `myRole`: an admin invites members only (making an admin is the owner's choice). */
export function InviteForm({ myRole }: { myRole: StudioRole }) {
  const navigate = useNavigate();
  const invite = useCreateInvitation();
  const form = useZodForm(invitationInputSchema, { defaultValues: { email: "", role: "member" } });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const invitation = await invite.mutateAsync(input);
      form.reset({ email: "", role: input.role });
      toast.success(`Convite enviado para ${invitation.email}.`);
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      if (error instanceof ApiError && error.status === 402) {
        toast.error("Limite de usuários do plano atingido", {
          description: error.message,
          duration: 10_000,
          action: { label: "Ver planos", onClick: () => void navigate("/dashboard/planos") },
        });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        form.setError("email", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error("Não foi possível enviar o convite", { description: errorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="convidar" className="space-y-3">
      <h3 id="convidar" className="font-semibold">
        Convidar alguém
      </h3>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <Field control={form.control} name="email" label="E-mail do convidado">
          {(p) => <Input {...p} type="email" autoComplete="off" placeholder="nome@exemplo.com.br" />}
        </Field>
        <Field control={form.control} name="role" label="Papel">
          {(p) => (
            <NativeSelect {...p}>
              {ASSIGNABLE_ROLES.filter((role) => canInviteAs(myRole, role)).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Convidando..." : "Convidar"}
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">
        O convite chega por e-mail e vale por {INVITATION_DAYS} dias. Administradores convidam e removem membros; membros trabalham nos clientes e projetos do estúdio.
      </p>
    </section>
  );
}
