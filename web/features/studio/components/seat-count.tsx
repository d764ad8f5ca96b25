import { planOrDefault } from "#domain/plans";
import type { Studio } from "#domain/studios.schema";
import { plural } from "#domain/addressing";

/** "3 de 5 usuários", "1 de 1 usuário", "2 usuários (ilimitado)": the seats taken against the plan. */
export function seatsText({ used, limit }: Studio["seats"]): string {
  if (limit === null) return `${plural(used, "usuário", "usuários")} (ilimitado)`;
  return `${used} de ${plural(limit, "usuário", "usuários")}`;
}

export function SeatCount({ studio }: { studio: Studio }) {
  const full = studio.seats.limit !== null && studio.seats.used >= studio.seats.limit;
  return (
    <p className="text-sm">
      <span className="font-medium">Plano {planOrDefault(studio.plan).name}:</span> {seatsText(studio.seats)}
      <span className="text-muted-foreground"> · membros e convites pendentes</span>
      {full ? <span className="text-muted-foreground"> · todos os usuários do plano estão em uso</span> : null}
    </p>
  );
}
