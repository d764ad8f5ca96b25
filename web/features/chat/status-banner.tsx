import { AlertTriangle, CheckCircle2, Info, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import type { BannerState } from "./chat-state";

type Tone = "yellow" | "orange" | "blue" | "green";

const TONES: Record<Tone, string> = {
  yellow: "border-yellow-300 bg-yellow-50 text-yellow-900",
  orange: "border-orange-300 bg-orange-50 text-orange-900",
  blue: "border-blue-300 bg-blue-50 text-blue-900",
  green: "border-green-300 bg-green-50 text-green-900",
};

export interface BannerActions {
  refreshStatus: () => void;
  configureKey: () => void;
  retryAdvanced: () => void;
}

/**
 * The assistant's status (R-CHAT-7: six states in priority order). `detail` adds what is
 * specific right now: the automatic retry schedule, or why the alternative service answers.
 */
export function StatusBanner({ state, detail, actions }: { state: BannerState; detail?: string | null; actions: BannerActions }) {
  const spec = BANNERS[state];
  return (
    <div
      role="status"
      data-testid="chat-status"
      data-state={state}
      className={cn("flex flex-wrap items-start gap-x-2 gap-y-2 rounded-md border px-3 py-2 text-sm sm:flex-nowrap sm:items-center", TONES[spec.tone])}
    >
      <spec.icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0 sm:mt-0", state === "checking" && "animate-spin")} />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{spec.title}</p>
        <div className="text-xs opacity-90">{detail ?? spec.text}</div>
      </div>
      {spec.action ? (
        <Button size="sm" variant="outline" className="bg-transparent" onClick={() => spec.action!.run(actions)}>
          {spec.action.label}
        </Button>
      ) : null}
    </div>
  );
}

const BANNERS: Record<
  BannerState,
  { tone: Tone; icon: typeof Info; title: string; text: ReactNode; action?: { label: string; run: (a: BannerActions) => void } }
> = {
  "model-loading": {
    tone: "yellow",
    icon: Loader2,
    title: "Modelo de IA carregando",
    text: "O modelo de IA está sendo iniciado e deve ficar pronto em instantes.",
    action: { label: "Atualizar status", run: (a) => a.refreshStatus() },
  },
  "key-invalid": {
    tone: "orange",
    icon: AlertTriangle,
    title: "Serviço alternativo em uso",
    text: "A chave de IA foi recusada ou está sem cota; as respostas vêm do serviço alternativo.",
    action: { label: "Configurar chave API", run: (a) => a.configureKey() },
  },
  "key-not-set": {
    tone: "blue",
    icon: Info,
    title: "Serviço básico ativo",
    text: "Sem uma chave de IA, as respostas vêm do modelo alternativo ou da base offline de normas.",
    action: { label: "Melhorar respostas", run: (a) => a.configureKey() },
  },
  simplified: {
    tone: "orange",
    icon: AlertTriangle,
    title: "Usando respostas simplificadas",
    text: (
      <>
        Possíveis causas:
        <ul className="ml-4 list-disc">
          <li>alta demanda nos servidores de IA;</li>
          <li>possível instabilidade na conexão;</li>
          <li>indisponibilidade temporária dos modelos avançados.</li>
        </ul>
      </>
    ),
    action: { label: "Tentar respostas avançadas", run: (a) => a.retryAdvanced() },
  },
  checking: {
    tone: "blue",
    icon: Loader2,
    title: "Verificando o assistente...",
    text: "Conferindo quais serviços de IA estão disponíveis.",
  },
  ready: {
    tone: "green",
    icon: CheckCircle2,
    title: "Assistente pronto",
    text: "Responde a dúvidas sobre normas técnicas de arquitetura (ABNT NBR), projetos e materiais.",
  },
};
