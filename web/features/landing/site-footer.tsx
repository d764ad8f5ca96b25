import { CONTACT } from "#domain/contact";
import { NAV_ANCHORS, SUPPORT_MAILTO, TEL_HREF } from "./content";
import { ArrowUpIcon, LifeBuoyIcon, MailIcon, PhoneIcon } from "./icons";

const footerLink =
  "rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const iconLink =
  "flex size-10 items-center justify-center rounded-full border border-border bg-card text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Contact, platform links and icon links. Every link goes somewhere real: in-page anchors, the
 * account pages, mailto: and tel:. We have no social profiles yet, so the icon row links to the
 * channels that do exist instead of inventing profile URLs; blog and tutorials stay out.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-primary">
            <img src="/favicon.svg" alt="" width={28} height={28} loading="lazy" decoding="async" />
            {CONTACT.productName}
          </p>
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            Ferramentas de inteligência artificial para arquitetos e escritórios de arquitetura
            do Brasil.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Canais de contato">
            <li>
              <a href={`mailto:${CONTACT.supportEmail}`} className={iconLink} aria-label="Enviar e-mail">
                <MailIcon className="size-5" />
              </a>
            </li>
            <li>
              <a href={TEL_HREF} className={iconLink} aria-label="Ligar para a Prancheta">
                <PhoneIcon className="size-5" />
              </a>
            </li>
            <li>
              <a href={SUPPORT_MAILTO} className={iconLink} aria-label="Pedir suporte por e-mail">
                <LifeBuoyIcon className="size-5" />
              </a>
            </li>
            <li>
              <a href="#inicio" className={iconLink} aria-label="Voltar ao topo">
                <ArrowUpIcon className="size-5" />
              </a>
            </li>
          </ul>
        </div>

        <nav aria-label="Plataforma">
          <h2 className="text-sm font-semibold">Plataforma</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_ANCHORS.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={footerLink}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="#faq" className={footerLink}>
                Perguntas frequentes
              </a>
            </li>
            <li>
              <a href="/login" className={footerLink}>
                Entrar
              </a>
            </li>
            <li>
              <a href="/cadastro" className={footerLink}>
                Criar conta
              </a>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold">Contato</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${CONTACT.supportEmail}`} className={footerLink}>
                {CONTACT.supportEmail}
              </a>
            </li>
            <li>
              <a href={TEL_HREF} className={footerLink}>
                {CONTACT.phone}
              </a>
            </li>
            <li>
              <a href={SUPPORT_MAILTO} className={footerLink}>
                Suporte
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {CONTACT.productName}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
