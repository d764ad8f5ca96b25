import { toast } from "sonner";
import { ROLE_LABELS } from "#domain/studios";
import type { Invitation } from "#domain/studios.schema";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { useRevokeInvitation } from "#web/api/studio";

/** Pending invitations: e-mail, role, expiry, and "Cancelar convite" (the link stops working). */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const revoke = useRevokeInvitation();

  function cancel(invitation: Invitation) {
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(`Convite para ${invitation.email} cancelado.`),
      onError: (error) => toast.error("Não foi possível cancelar o convite", { description: errorMessage(error) }),
    });
  }

  return (
    <section aria-labelledby="convites-pendentes" className="space-y-2">
      <h3 id="convites-pendentes" className="font-semibold">
        Convites pendentes
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum convite pendente.</p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="break-all font-medium">{invitation.email}</p>
                <p className="text-muted-foreground">
                  {ROLE_LABELS[invitation.role]} · Expira em {formatDate(invitation.expiresAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Cancelar convite para ${invitation.email}`}
                disabled={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => cancel(invitation)}
              >
                Cancelar convite
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
