import { plural } from "#domain/addressing";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { accountDeletionSchema, type AccountDeletionPreview } from "#domain/profile.schema";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { clearApiKey } from "#web/lib/api-key-store";
import { useDeleteAccount, useDeletionPreview } from "#web/api/account";

/**
 * "Excluir minha conta" (R-PROFILE-5): what goes (the account, the studios only the person is in,
 * with their projects and files), what stays (other people's studios, which the person leaves)
 * and what prevents it (a studio they own with a team: handed over first); then the password.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Excluir sua conta?" description="Isso não pode ser desfeito." className="max-w-xl">
        {/* Mounted only while open: every opening reads what goes again and starts with no password. */}
        {open ? <DeleteAccountForm close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ close }: { close: () => void }) {
  const preview = useDeletionPreview(true);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(accountDeletionSchema, { defaultValues: { password: "" } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const blocked = (preview.data?.blocking.length ?? 0) > 0;

  const onSubmit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await remove.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone joined a studio of the person's meanwhile: the list says which.
        setRefusal(error.message);
        void preview.refetch();
        return;
      }
      if (applyServerErrors(form, error)) return;
      setRefusal(errorMessage(error));
      return;
    }
    // As signing out does: nothing of this person's stays in the browser.
    clearApiKey();
    await navigate("/", { replace: true });
    queryClient.clear();
    toast.success("Conta excluída", { description: "Sua conta e os seus dados foram apagados da Prancheta." });
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.stopPropagation();
        void onSubmit(e);
      }}
      className="flex flex-col gap-4"
    >
      {preview.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label="Carregando o que será excluído" />
        </div>
      ) : preview.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-sm">{errorMessage(preview.error)}</p>
          <Button variant="outline" onClick={() => void preview.refetch()} disabled={preview.isFetching}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <DeletionSummary preview={preview.data} />
      )}

      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}

      <Field control={form.control} name="password" label="Sua senha" hint="Para confirmar que é você.">
        {(p) => <Input {...p} type="password" autoComplete="current-password" />}
      </Field>

      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={close}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={!preview.isSuccess || blocked || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Excluindo..." : "Excluir conta definitivamente"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeletionSummary({ preview }: { preview: AccountDeletionPreview }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      {preview.blocking.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-destructive">
          <p>Antes de excluir sua conta, transfira a propriedade destes estúdios, que têm outras pessoas na equipe (em Configurações → Equipe):</p>
          <ul aria-label="Estúdios a transferir" className="mt-2 list-disc pl-5">
            {preview.blocking.map((s) => (
              <li key={s.id}>
                {s.name} ({plural(s.members, "membro", "membros")})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <p className="font-medium">Serão apagados para sempre:</p>
        <ul aria-label="O que será apagado" className="mt-1 list-disc pl-5">
          <li>Sua conta, suas sessões, suas conversas com a IA, seus lembretes, abas, notificações e as sugestões que você enviou</li>
          {preview.studios.map((s) => (
            <li key={s.id}>
              O estúdio {s.name}, com {plural(s.projects, "projeto", "projetos")} e {plural(s.files, "arquivo", "arquivos")}
            </li>
          ))}
        </ul>
      </div>
      {preview.memberships.length > 0 ? (
        <div>
          <p className="font-medium">Você sairá destes estúdios (o que você criou neles continua lá, assinado como “Ex-membro”):</p>
          <ul aria-label="Estúdios de que você sai" className="mt-1 list-disc pl-5">
            {preview.memberships.map((s) => (
              <li key={s.id}>{s.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
