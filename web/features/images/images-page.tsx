import { useId, type FormEvent } from "react";
import { Image as ImageIcon, Sparkles } from "lucide-react";
import { ComingSoonButton } from "#web/components/coming-soon-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Label } from "#web/components/ui/label";
import { Textarea } from "#web/components/ui/textarea";
import { EmptyState } from "#web/components/empty-state";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.imagens;

export function ImagesPage() {
  const promptId = useId();

  // Generation is not built yet (R-IMG-1): its button is disabled, so nothing submits.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Geração de imagens"
        description="Descreva o ambiente ou a fachada e a IA cria uma imagem para inspirar o projeto."
        icon={<Icon />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Descreva a imagem</CardTitle>
            <CardDescription>
              Quanto mais detalhes (estilo, materiais, iluminação, ângulo), melhor o resultado.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor={promptId}>Descrição da imagem</Label>
                <Textarea
                  id={promptId}
                  name="prompt"
                  rows={6}
                  placeholder="Ex.: fachada de uma casa contemporânea com madeira e concreto aparente, ao entardecer"
                />
              </div>
              <ComingSoonButton type="submit" className="self-start">
                <Sparkles aria-hidden="true" />
                Gerar imagem
              </ComingSoonButton>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Resultado</CardTitle>
          </CardHeader>
          <CardContent>
            <EmptyState icon={<ImageIcon />} className="aspect-square sm:aspect-video">
              A imagem gerada aparecerá aqui.
            </EmptyState>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
