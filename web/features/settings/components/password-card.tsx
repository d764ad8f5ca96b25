import { toast } from "sonner";
import { PASSWORD_MIN } from "#domain/auth.schema";
import { passwordChangeSchema } from "#domain/profile.schema";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { useChangePassword } from "#web/api/account";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** "Alterar senha" (R-PROFILE-2): the current password, the new one twice; the other sessions end. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useZodForm(passwordChangeSchema, { defaultValues: EMPTY });
  const { control, formState } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      toast.success("Senha atualizada", { description: "As outras sessões foram encerradas. Este navegador continua conectado." });
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível atualizar a senha", { description: errorMessage(error) });
    }
  });

  return (
    <Card aria-labelledby="alterar-senha">
      <CardHeader>
        <CardTitle id="alterar-senha">Alterar senha</CardTitle>
        <CardDescription>Use pelo menos {PASSWORD_MIN} caracteres. Ao trocar a senha, as suas outras sessões são encerradas.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <Field control={control} name="currentPassword" label="Senha atual">
            {(p) => <Input {...p} type="password" autoComplete="current-password" />}
          </Field>
          <Field control={control} name="newPassword" label="Nova senha">
            {(p) => <Input {...p} type="password" autoComplete="new-password" />}
          </Field>
          <Field control={control} name="confirmPassword" label="Confirmar senha">
            {(p) => <Input {...p} type="password" autoComplete="new-password" />}
          </Field>
          <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Atualizando..." : "Atualizar senha"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
