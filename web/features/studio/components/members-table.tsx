import type { Me } from "#domain/account";
import { ROLE_LABELS } from "#domain/studios";
import type { Studio } from "#domain/studios.schema";
import { ListTable } from "#web/components/list-table";
import { TableCell, TableRow } from "#web/components/ui/table";
import { formatDate } from "#web/lib/format";
import { MemberActions } from "./member-actions";
import { RoleSelect } from "./role-select";

const COLUMNS = ["Nome", "Papel", "Na equipe", "Ações"] as const;

/**
 * The team: name with the e-mail under it (five columns do not fit the settings' width), role (the
 * owner changes it here), since when, and what I may do to each.
 */
export function MembersTable({ studio, me }: { studio: Studio; me: Me }) {
  return (
    <ListTable columns={COLUMNS} emptyText="Ninguém na equipe.">
      {studio.members.length
        ? studio.members.map((member) => {
            const self = member.userId === me.id;
            return (
              <TableRow key={member.id}>
                <TableCell className="min-w-48">
                  <span className="font-medium">{member.name}</span>
                  {self ? <span className="text-muted-foreground"> (você)</span> : null}
                  <span className="block break-all text-xs text-muted-foreground">{member.email}</span>
                </TableCell>
                <TableCell>
                  {studio.role === "owner" && member.role !== "owner" ? (
                    <RoleSelect member={member} />
                  ) : (
                    ROLE_LABELS[member.role]
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">Desde {formatDate(member.since)}</TableCell>
                <TableCell>{self ? null : <MemberActions studio={studio} member={member} />}</TableCell>
              </TableRow>
            );
          })
        : null}
    </ListTable>
  );
}
