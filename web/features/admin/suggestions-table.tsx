import { SUGGESTION_TYPE_LABELS } from "#domain/suggestions";
import type { AdminSuggestion } from "#domain/suggestions.schema";
import { ListTable } from "#web/components/list-table";
import { TableCell, TableRow } from "#web/components/ui/table";
import { formatDate } from "#web/lib/format";

const COLUMNS = ["Data", "Enviada por", "Tipo", "Sugestão", "Triagem"] as const;
const FEASIBILITY = { alta: "Alta", média: "Média", baixa: "Baixa" } as const;

/** Every studio's suggestions, newest first, with who sent them and their triage (R-SUGG-3). */
export function SuggestionsTable({ suggestions }: { suggestions: AdminSuggestion[] }) {
  return (
    <ListTable columns={COLUMNS} emptyText="Nenhuma sugestão recebida.">
      {suggestions.length
        ? suggestions.map((s) => (
            <TableRow key={s.id} className="align-top">
              <TableCell className="whitespace-nowrap">{formatDate(s.createdAt)}</TableCell>
              <TableCell>
                <span className="block">{s.name}</span>
                {s.sender ? (
                  <span className="block break-all text-xs text-muted-foreground">
                    {s.sender.name !== s.name ? `${s.sender.name} · ` : ""}
                    {s.sender.email}
                  </span>
                ) : (
                  <span className="block text-xs text-muted-foreground">Conta excluída</span>
                )}
                <span className="block text-xs text-muted-foreground">{s.studio ? s.studio.name : "Estúdio excluído"}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <span className="block">{SUGGESTION_TYPE_LABELS[s.type]}</span>
                <span className="block text-xs text-muted-foreground">Urgência {s.urgency}</span>
              </TableCell>
              <TableCell className="min-w-64 whitespace-pre-line">{s.text}</TableCell>
              <TableCell className="min-w-64">
                {s.triage ? (
                  <div className="space-y-1 text-sm">
                    <dl className="space-y-1">
                      <div>
                        <dt className="inline font-medium">Viabilidade: </dt>
                        <dd className="inline">{FEASIBILITY[s.triage.feasibility]}</dd>
                      </div>
                      <div>
                        <dt className="inline font-medium">Tempo estimado: </dt>
                        <dd className="inline">{s.triage.estimate}</dd>
                      </div>
                      <div>
                        <dt className="inline font-medium">Resposta: </dt>
                        <dd className="inline whitespace-pre-line">{s.triage.reply}</dd>
                      </div>
                    </dl>
                    <p className="text-xs text-muted-foreground">{s.triage.provider === "offline" ? "Triagem pelas regras offline" : "Triagem pela IA"}</p>
                  </div>
                ) : (
                  <span className="text-muted-foreground">Triagem pendente</span>
                )}
              </TableCell>
            </TableRow>
          ))
        : null}
    </ListTable>
  );
}
