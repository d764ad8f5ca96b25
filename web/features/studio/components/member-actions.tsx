import { useState } from "react";
import { toast } from "sonner";
import { canRemove, isOwner } from "#domain/studios";
import type { Member, Studio } from "#domain/studios.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { useRemoveMember, useTransferOwnership } from "#web/api/studio";

/** What my role lets me do to another member: remove them, make them the owner (each confirmed). */
export function MemberActions({ studio, member }: { studio: Studio; member: Member }) {
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [removing, setRemoving] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const mayRemove = canRemove(studio.role, member.role);
  const mayTransfer = isOwner(studio.role) && member.role !== "owner";
  if (!mayRemove && !mayTransfer) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {mayTransfer ? (
        <Button variant="outline" size="sm" aria-label={`Transferir propriedade para ${member.name}`} onClick={() => setTransferring(true)}>
          Transferir propriedade
        </Button>
      ) : null}
      {mayRemove ? (
        <Button variant="outline" size="sm" aria-label={`Remover ${member.name}`} onClick={() => setRemoving(true)}>
          Remover
        </Button>
      ) : null}

      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remover ${member.name} do estúdio?`}
        description={`${member.name} perde o acesso aos clientes e projetos do estúdio ${studio.name} agora. O nome dessa pessoa continua no que ela criou ou editou.`}
        confirmLabel="Remover"
        busyLabel="Removendo..."
        onConfirm={async () => {
          try {
            await remove.mutateAsync(member.id);
          } catch (error) {
            throw new Error(errorMessage(error), { cause: error });
          }
          toast.success(`${member.name} não faz mais parte do estúdio.`);
        }}
      />
      <ConfirmDialog
        open={transferring}
        onOpenChange={setTransferring}
        title={`Transferir a propriedade para ${member.name}?`}
        description={`${member.name} passa a ser o proprietário do estúdio ${studio.name}: decide o plano, os papéis da equipe e pode excluir o estúdio. Você continua na equipe como Administrador.`}
        confirmLabel="Transferir"
        tone="default"
        busyLabel="Transferindo..."
        onConfirm={async () => {
          try {
            await transfer.mutateAsync({ memberId: member.id });
          } catch (error) {
            throw new Error(errorMessage(error), { cause: error });
          }
          toast.success(`${member.name} agora é o proprietário do estúdio.`);
        }}
      />
    </div>
  );
}
