import { useState } from "react";
import { toast } from "sonner";
import { planOrDefault } from "#domain/plans";
import type { AdminUpgradeRequest } from "#domain/studios.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { ListTable } from "#web/components/list-table";
import { Button } from "#web/components/ui/button";
import { TableCell, TableRow } from "#web/components/ui/table";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { useGrantUpgradeRequest } from "#web/api/admin";
import { plural } from "#domain/addressing";

const COLUMNS = ["Estúdio", "Plano", "Pedido por", "Proprietário", "Data", "Ações"] as const;

function Person({ person }: { person: { name: string; email: string } | null }) {
  if (!person) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      <span className="block">{person.name}</span>
      <span className="block break-all text-xs text-muted-foreground">{person.email}</span>
    </>
  );
}

/** The pending requests, one row each, with "Liberar <plano> para <estúdio>". */
export function UpgradeRequestsTable({ requests }: { requests: AdminUpgradeRequest[] }) {
  const grant = useGrantUpgradeRequest();
  const [granting, setGranting] = useState<AdminUpgradeRequest | null>(null);
  const planName = (id: string) => planOrDefault(id).name;

  return (
    <>
      <ListTable columns={COLUMNS} emptyText="Nenhum pedido de plano pendente.">
        {requests.length
          ? requests.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="font-medium">
                  {r.studio.name}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {plural(r.studio.members, "membro", "membros")}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {planName(r.studio.plan)} → <strong>{planName(r.plan)}</strong>
                </TableCell>
                <TableCell>
                  <Person person={r.requestedBy} />
                </TableCell>
                <TableCell>
                  <Person person={r.owner} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(r.createdAt)}</TableCell>
                <TableCell>
                  <Button size="sm" aria-label={`Liberar ${planName(r.plan)} para ${r.studio.name}`} onClick={() => setGranting(r)}>
                    Liberar {planName(r.plan)}
                  </Button>
                </TableCell>
              </TableRow>
            ))
          : null}
      </ListTable>
      <ConfirmDialog
        open={granting !== null}
        onOpenChange={(open) => {
          if (!open) setGranting(null);
        }}
        title={granting ? `Liberar o plano ${planName(granting.plan)} para ${granting.studio.name}?` : ""}
        description={
          granting
            ? `O estúdio passa do plano ${planName(granting.studio.plan)} para o ${planName(granting.plan)} agora, e o proprietário recebe um e-mail.`
            : ""
        }
        confirmLabel="Liberar plano"
        tone="default"
        busyLabel="Liberando..."
        onConfirm={async () => {
          if (!granting) return;
          try {
            await grant.mutateAsync(granting.id);
          } catch (error) {
            throw new Error(errorMessage(error), { cause: error });
          }
          toast.success(`Plano ${planName(granting.plan)} liberado para ${granting.studio.name}.`);
        }}
      />
    </>
  );
}
