import { toast } from "sonner";
import { ASSIGNABLE_ROLES, ROLE_LABELS, type AssignableRole } from "#domain/studios";
import type { Member } from "#domain/studios.schema";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { useChangeRole } from "#web/api/studio";

/** The owner's "Papel de <nome>": Administrador or Membro, saved on change. */
export function RoleSelect({ member }: { member: Member }) {
  const change = useChangeRole();
  // While saving, the select shows the role asked for; on failure it goes back to the saved one.
  const value = change.isPending ? change.variables.role : member.role;

  function choose(role: AssignableRole) {
    if (role === member.role) return;
    change.mutate(
      { id: member.id, role },
      {
        onSuccess: () => toast.success(`${member.name} agora é ${ROLE_LABELS[role]}.`),
        onError: (error) => toast.error("Não foi possível mudar o papel", { description: errorMessage(error) }),
      },
    );
  }

  return (
    <NativeSelect
      aria-label={`Papel de ${member.name}`}
      value={value}
      disabled={change.isPending}
      onChange={(e) => choose(e.target.value as AssignableRole)}
      className="h-9 w-auto min-w-36"
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
