import { formatArea, programmeTotals, roomTotal } from "#domain/needs-program";
import { programmeContentSchema } from "#domain/needs-program.schema";
import { percentText } from "#web/features/needs-program/number-text";
import { RoomSource } from "./room-source";

/** A version's programme, read-only, in the history's "Ver". */
export function ProgrammePreview({ content }: { content: unknown }) {
  const parsed = programmeContentSchema.safeParse(content);
  if (!parsed.success) return <p className="text-sm text-muted-foreground">Não foi possível mostrar esta versão.</p>;
  const programme = parsed.data;
  const totals = programmeTotals(programme);
  return (
    <div className="space-y-2 text-sm">
      {programme.rooms.length === 0 ? (
        <p className="text-muted-foreground">Nenhum ambiente nesta versão.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-2 font-medium">Setor</th>
                <th scope="col" className="py-1 pr-2 font-medium">Ambiente</th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">Qtd</th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">m² unitário</th>
                <th scope="col" className="py-1 text-right font-medium">m² total</th>
              </tr>
            </thead>
            <tbody>
              {programme.rooms.map((room) => (
                <tr key={room.id} className="border-b align-top last:border-0">
                  <td className="py-1 pr-2">{room.sector}</td>
                  <td className="py-1 pr-2">
                    {room.name}
                    {room.notes ? <p className="text-xs text-muted-foreground">{room.notes}</p> : null}
                    {room.source ? <RoomSource source={room.source} /> : null}
                  </td>
                  <td className="py-1 pr-2 text-right tabular-nums">{room.quantity}</td>
                  <td className="py-1 pr-2 text-right tabular-nums whitespace-nowrap">{formatArea(room.unitArea)}</td>
                  <td className="py-1 text-right tabular-nums whitespace-nowrap">{formatArea(roomTotal(room))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        Área útil {formatArea(totals.usefulArea)} · paredes e circulação ({percentText(programme.wallFactor)} %) {formatArea(totals.wallsAndCirculation)} · área construída
        estimada {formatArea(totals.builtArea)}
      </p>
    </div>
  );
}
