import { TOOLS } from "#web/lib/tools";
import { buttonVariants } from "#web/components/ui/button-variants";
import { CLAIMS, CLAIMS_NOTE, FAQ, STEPS, TESTIMONIALS } from "./content";
import { PricingSection } from "./pricing-section";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The public page at `/`. It is prerendered at build time (scripts/prerender-landing.ts) and
 * hydrated by web/main.tsx without the router, so it uses plain <a href> links and renders the
 * same markup on the server and in the browser (no dates, no randomness).
 */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col" data-landing="">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:ring-2 focus:ring-ring"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <Hero />
        <Features />
        <HowItWorks />
        <Testimonials />
        <PricingSection />
        <About />
        <Faq />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}

function Hero() {
  return (
    <section id="inicio" aria-labelledby="hero-title" className="scroll-mt-20 bg-card">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
        <p className="mb-4 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
          Plataforma de IA para arquitetos e escritórios
        </p>
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          IA a serviço da arquitetura
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground text-pretty">
          Briefings, memoriais, orçamentos, apresentações e a conversa com seus clientes em um só
          lugar, com uma IA que conhece a prática de projeto e as normas técnicas brasileiras.
          Menos tempo com papelada, mais tempo projetando.
        </p>
        <div className="mt-10 flex flex-col items-center gap-3">
          <a href="/cadastro" className={buttonVariants({ size: "lg" })}>
            Testar por 7 dias grátis
          </a>
          <p className="text-sm text-muted-foreground">Sem cartão de crédito</p>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 className="sr-only">O que os arquitetos relatam</h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CLAIMS.map((claim) => (
            <li key={claim.value} className="rounded-lg border border-border bg-background p-5 text-center">
              <p className="text-3xl font-extrabold text-primary">{claim.value}</p>
              <p className="mt-1 text-sm text-muted-foreground">{claim.label}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-4 max-w-3xl text-center text-xs text-muted-foreground">{CLAIMS_NOTE}</p>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            16 ferramentas para o dia a dia do escritório
          </h2>
          <p className="mt-4 text-muted-foreground">
            Do primeiro contato com o cliente à entrega da obra, cada etapa tem uma ferramenta
            pensada para o arquiteto brasileiro.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map((tool) => (
            <li
              key={tool.id}
              className="flex items-center gap-4 overflow-hidden rounded-lg border border-border bg-card p-3 sm:flex-col sm:items-stretch sm:gap-0 sm:p-0"
            >
              <img
                src={`/images/features/${tool.id}.svg`}
                alt=""
                width={240}
                height={150}
                loading="lazy"
                decoding="async"
                className="h-auto w-24 shrink-0 rounded-md sm:w-full sm:rounded-none"
              />
              <div className="sm:p-5">
                <h3 className="font-semibold">{tool.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{tool.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section id="como-funciona" aria-labelledby="steps-title" className="scroll-mt-20 bg-card py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight">
          Como funciona
        </h2>
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col items-start">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section id="depoimentos" aria-labelledby="testimonials-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
          O que dizem os arquitetos
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-lg border border-border bg-card p-6">
                <blockquote className="flex-1 text-pretty">“{item.quote}”</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold">{item.author}</span>
                  <span className="text-muted-foreground">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-card py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="about-title" className="text-3xl font-bold tracking-tight">
          Sobre a Prancheta
        </h2>
        <div className="mt-8 grid gap-10 md:grid-cols-3">
          <div>
            <h3 className="text-lg font-semibold">Para quem é</h3>
            <p className="mt-3 text-muted-foreground">
              Para arquitetas e arquitetos autônomos e para escritórios de pequeno e médio porte
              que passam boa parte da semana escrevendo documentos, montando orçamentos e
              respondendo clientes, e querem devolver esse tempo ao projeto.
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">O que faz</h3>
            <p className="mt-3 text-muted-foreground">
              Reúne em um painel os seus clientes e projetos e, a partir desses dados, ajuda a
              redigir briefing, programa de necessidades, memorial e justificativa, estima custos
              por padrão de acabamento, monta apresentações em PDF e sugere respostas às mensagens.
              Um chat tira dúvidas sobre projeto e normas da ABNT. Você revisa e decide: a IA
              propõe, o arquiteto assina.
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Como tratamos seus dados</h3>
            <p className="mt-3 text-muted-foreground">
              Projetos e clientes ficam nos nossos servidores, separados por conta, e só você tem
              acesso aos seus. Senhas são guardadas apenas como hash. Se usar a sua própria chave
              de IA no chat, ela fica só no seu navegador. Quando nenhum provedor de IA está
              disponível, as respostas vêm de uma base de conhecimento offline sobre normas
              brasileiras, e cada resposta diz de onde veio.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
          Perguntas frequentes
        </h2>
        <div className="mt-10 divide-y divide-border rounded-lg border border-border bg-card">
          {FAQ.map((item) => (
            <details key={item.question} className="group px-5 py-4">
              <summary className="cursor-pointer list-none rounded-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                <span className="flex items-center justify-between gap-4">
                  {item.question}
                  <span aria-hidden="true" className="text-xl leading-none text-muted-foreground group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-sm text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-primary py-20 text-primary-foreground">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
          Devolva ao projeto o tempo que a papelada leva
        </h2>
        <p className="mt-4 text-lg opacity-90">
          Crie sua conta em um minuto e use todas as ferramentas por 7 dias, sem cartão de crédito.
        </p>
        <a
          href="/cadastro"
          className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-8 bg-card text-primary hover:bg-accent`}
        >
          Comece Grátis
        </a>
      </div>
    </section>
  );
}
