import { useId, useState } from "react";
import { plural } from "#domain/addressing";
import { DRAFT_SCOPES, type DraftScope } from "#domain/written-documents.schema";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";

/**
 * "Gerar novamente" on a document that has text (decision 075): the architect chooses between
 * writing only the empty sections — the default, so their own writing is not replaced — and
 * writing everything again (the current text stays in the history). With no empty section, only
 * "Tudo" can be chosen.
 */
export function RedraftDialog({
  open,
  onOpenChange,
  emptySections,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many sections have no text now. */
  emptySections: number;
  onConfirm: (scope: DraftScope) => void | Promise<void>;
}) {
  const fallback: DraftScope = emptySections > 0 ? "empty" : "all";
  // The architect's choice in this opening; null: the default (closing forgets it, since the sections may be filled meanwhile).
  const [choice, setChoice] = useState<DraftScope | null>(null);
  const scope = choice === "empty" && emptySections === 0 ? "all" : (choice ?? fallback);
  const ids = useId();
  const change = (next: boolean) => {
    if (!next) setChoice(null);
    onOpenChange(next);
  };

  const hint: Record<DraftScope, string> = {
    empty:
      emptySections > 0
        ? `Escreve ${emptySections === 1 ? "a" : "as"} ${plural(emptySections, "seção vazia", "seções vazias")} a partir dos dados do projeto; o texto que você escreveu fica como está.`
        : "Nenhuma seção está vazia.",
    all: "Todas as seções serão escritas de novo a partir dos dados do projeto. O texto atual continua no histórico de versões.",
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title="Gerar novamente" description="Escolha o que escrever de novo.">
        <fieldset className="space-y-3">
          <legend className="sr-only">O que gerar</legend>
          {DRAFT_SCOPES.map((option) => (
            <div key={option.id} className="flex items-start gap-2 text-sm">
              <input
                id={`${ids}-${option.id}`}
                type="radio"
                name="escopo-rascunho"
                className="mt-1"
                value={option.id}
                checked={scope === option.id}
                disabled={option.id === "empty" && emptySections === 0}
                aria-describedby={`${ids}-${option.id}-dica`}
                onChange={() => setChoice(option.id)}
              />
              <div>
                <label htmlFor={`${ids}-${option.id}`} className="font-medium">
                  {option.label}
                </label>
                <p id={`${ids}-${option.id}-dica`} className="text-muted-foreground">
                  {hint[option.id]}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            Cancelar
          </Button>
          <Button
            onClick={() => {
              change(false);
              void onConfirm(scope);
            }}
          >
            Gerar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
