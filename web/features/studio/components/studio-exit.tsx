import { useState } from "react";
import { toast } from "sonner";
import { isOwner } from "#domain/studios";
import type { Studio } from "#domain/studios.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser, useEnterStudio } from "#web/lib/dashboard-context";
import { useDeleteStudio, useLeaveStudio } from "#web/api/studio";

/**
 * "Sair do estúdio" (anyone but the owner) or "Excluir estúdio" (the owner), each confirmed.
 * Afterwards the session is in another studio: the layout drops this one's data and goes home.
 * Not offered in someone's only studio: everyone keeps one (the API refuses it too).
 */
export function StudioExit({ studio }: { studio: Studio }) {
  const enterStudio = useEnterStudio();
  const leave = useLeaveStudio();
  const remove = useDeleteStudio();
  const [open, setOpen] = useState(false);
  const owner = isOwner(studio.role);
  const onlyStudio = useCurrentUser().studios.length <= 1;

  if (onlyStudio) {
    return (
      <p className="text-sm text-muted-foreground">
        Este é o seu único estúdio: ele não pode ser excluído nem deixado. Você pode renomeá-lo e convidar a sua equipe.
      </p>
    );
  }

  async function confirm() {
    try {
      await (owner ? remove : leave).mutateAsync();
    } catch (error) {
      throw new Error(errorMessage(error), { cause: error });
    }
    toast.success(owner ? `Estúdio ${studio.name} excluído.` : `Você saiu do estúdio ${studio.name}.`);
    try {
      await enterStudio();
    } catch (error) {
      toast.error("Não foi possível carregar sua conta", { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="sair-do-estudio" className="space-y-2 rounded-md border border-destructive/30 p-4">
      <h3 id="sair-do-estudio" className="font-semibold">
        {owner ? "Excluir estúdio" : "Sair do estúdio"}
      </h3>
      <p className="text-sm text-muted-foreground">
        {owner
          ? "Exclui o estúdio com todos os seus clientes e projetos, para toda a equipe. Para sair sem excluir, transfira a propriedade a outra pessoa da equipe."
          : "Você deixa de ver os clientes e projetos deste estúdio. Para voltar, alguém da equipe precisa convidar você de novo."}
      </p>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {owner ? "Excluir estúdio" : "Sair do estúdio"}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={owner ? `Excluir o estúdio ${studio.name}?` : `Sair do estúdio ${studio.name}?`}
        description={
          owner
            ? `Todos os clientes e projetos do estúdio ${studio.name} serão excluídos, para toda a equipe, e ninguém mais poderá entrar nele. Isso não pode ser desfeito.`
            : `Você perde o acesso aos clientes e projetos do estúdio ${studio.name}. O que você criou ou editou continua lá, com o seu nome.`
        }
        confirmLabel={owner ? "Excluir estúdio" : "Sair do estúdio"}
        busyLabel={owner ? "Excluindo..." : "Saindo..."}
        onConfirm={confirm}
      />
    </section>
  );
}
