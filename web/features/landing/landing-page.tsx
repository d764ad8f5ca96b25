import { Link } from "react-router";
import { CONTACT } from "../../../domain/contact";
import { buttonVariants } from "../../components/ui/button-variants";

// The landing stays in the main chunk: no icon library, no Radix, just links and text.
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md text-lg font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {CONTACT.productName}
          </Link>
          <nav aria-label="Conta" className="flex items-center gap-2">
            <Link to="/login" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              Entrar
            </Link>
            <Link to="/cadastro" className={buttonVariants({ size: "sm" })}>
              Comece Grátis
            </Link>
          </nav>
        </div>
      </header>

      <main className="flex flex-1 items-center">
        <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="mb-4 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            Plataforma de IA para arquitetos e escritórios
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            IA a serviço da arquitetura
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground text-pretty">
            Automatize briefings, memoriais, orçamentos, apresentações e a comunicação com seus
            clientes, com respostas que conhecem as normas técnicas brasileiras.
          </p>
          <div className="mt-10 flex flex-col items-center gap-3">
            <Link to="/cadastro" className={buttonVariants({ size: "lg" })}>
              Testar por 7 dias grátis
            </Link>
            <p className="text-sm text-muted-foreground">Sem cartão de crédito</p>
          </div>
        </section>
      </main>

      <footer className="border-t border-border bg-card">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>
            © {new Date().getFullYear()} {CONTACT.productName}. Todos os direitos reservados.
          </p>
          <a
            href={`mailto:${CONTACT.supportEmail}`}
            className="rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {CONTACT.supportEmail}
          </a>
        </div>
      </footer>
    </div>
  );
}
