import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ProgrammeRoom } from "#domain/needs-program.schema";
import { blankRoom, formatArea, moveRoom, roomTotal } from "#domain/needs-program";
import { Button } from "#web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table";
import { numberText, parseName, parseNotes, parseQuantity, parseSector, parseUnitArea } from "#web/features/needs-program/number-text";
import { CheckedInput } from "./checked-input";
import { RoomSource } from "./room-source";

const MAX_ROOMS = 300;

type RoomsChange = (change: (rooms: ProgrammeRoom[]) => ProgrammeRoom[]) => void;

/**
 * The editable table "Setor | Ambiente | Qtd | m² unitário | m² total" with the notes beside and
 * where each area came from under the room. Every input is named by its column and row number
 * ("Qtd da linha 3"): names stay distinct when two rows share a name ("Novo ambiente").
 */
export function ProgrammeTable({ rooms, onChange }: { rooms: ProgrammeRoom[]; onChange: RoomsChange }) {
  // After "Adicionar ambiente", the new row's name is focused (its text selected) to be typed over.
  const focusId = useRef<string | null>(null);
  useEffect(() => {
    if (!focusId.current) return;
    const input = document.getElementById(`ambiente-${focusId.current}-nome`);
    focusId.current = null;
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  });

  const add = () => {
    const room = blankRoom();
    focusId.current = room.id;
    onChange((list) => [...list, room]);
  };

  return (
    <div className="space-y-3">
      <Table className="min-w-[64rem]">
        <TableHeader>
          <TableRow>
            <TableHead className="w-40 px-2">Setor</TableHead>
            <TableHead className="px-2">Ambiente</TableHead>
            <TableHead className="w-20 px-2">Qtd</TableHead>
            <TableHead className="w-28 px-2">m² unitário</TableHead>
            <TableHead className="w-28 px-2 text-right">m² total</TableHead>
            <TableHead className="min-w-72 px-2">Observações</TableHead>
            <TableHead className="w-32 px-2">
              <span className="sr-only">Ações</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rooms.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="text-center text-muted-foreground">
                Nenhum ambiente ainda. Adicione um ambiente ou gere o programa a partir do briefing.
              </TableCell>
            </TableRow>
          ) : (
            rooms.map((room, index) => (
              <RoomRow key={room.id} room={room} row={index + 1} last={index === rooms.length - 1} onChange={onChange} />
            ))
          )}
        </TableBody>
      </Table>
      <Button variant="outline" onClick={add} disabled={rooms.length >= MAX_ROOMS}>
        <Plus aria-hidden="true" />
        Adicionar ambiente
      </Button>
    </div>
  );
}

function RoomRow({ room, row, last, onChange }: { room: ProgrammeRoom; row: number; last: boolean; onChange: RoomsChange }) {
  const set = (patch: Partial<ProgrammeRoom>) => onChange((list) => list.map((r) => (r.id === room.id ? { ...r, ...patch } : r)));
  const base = `ambiente-${room.id}`;
  const sourceId = `${base}-fonte`;
  const text = (s: string) => s;
  return (
    <TableRow className="align-top">
      <TableCell className="px-2 py-2 align-top">
        <CheckedInput id={`${base}-setor`} aria-label={`Setor da linha ${row}`} value={room.sector} format={text} parse={parseSector} onValue={(sector) => set({ sector })} />
      </TableCell>
      <TableCell className="px-2 py-2 align-top">
        <CheckedInput
          id={`${base}-nome`}
          aria-label={`Ambiente da linha ${row}`}
          value={room.name}
          format={text}
          parse={parseName}
          onValue={(name) => set({ name })}
          describedBy={room.source ? sourceId : undefined}
        />
        {room.source ? <RoomSource id={sourceId} source={room.source} /> : null}
      </TableCell>
      <TableCell className="px-2 py-2 align-top">
        <CheckedInput id={`${base}-qtd`} aria-label={`Qtd da linha ${row}`} inputMode="numeric" value={room.quantity} format={numberText} parse={parseQuantity} onValue={(quantity) => set({ quantity })} />
      </TableCell>
      <TableCell className="px-2 py-2 align-top">
        <CheckedInput
          id={`${base}-area`}
          aria-label={`m² unitário da linha ${row}`}
          inputMode="decimal"
          value={room.unitArea}
          format={numberText}
          parse={parseUnitArea}
          onValue={(unitArea) => set({ unitArea })}
        />
      </TableCell>
      <TableCell className="px-2 py-2 pt-4 text-right align-top tabular-nums whitespace-nowrap">{formatArea(roomTotal(room))}</TableCell>
      <TableCell className="px-2 py-2 align-top">
        <CheckedInput id={`${base}-obs`} aria-label={`Observações da linha ${row}`} multiline value={room.notes} format={text} parse={parseNotes} onValue={(notes) => set({ notes })} />
      </TableCell>
      <TableCell className="px-2 py-2 align-top">
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" className="size-9" title="Mover para cima" aria-label={`Mover a linha ${row} para cima`} disabled={row === 1} onClick={() => onChange((list) => moveRoom(list, room.id, "up"))}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-9" title="Mover para baixo" aria-label={`Mover a linha ${row} para baixo`} disabled={last} onClick={() => onChange((list) => moveRoom(list, room.id, "down"))}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-9" title="Remover ambiente" aria-label={`Remover a linha ${row}`} onClick={() => onChange((list) => list.filter((r) => r.id !== room.id))}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
