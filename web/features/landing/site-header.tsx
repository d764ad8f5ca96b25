import { useEffect, useState } from "react";
import { CONTACT } from "#domain/contact";
import { buttonVariants } from "#web/components/ui/button-variants";
import { NAV_ANCHORS } from "./content";
import { CloseIcon, MenuIcon } from "./icons";

const navLink =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Sticky header; under 768 px the anchors and "Entrar" move into a toggleable menu. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href="#inicio"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {CONTACT.productName}
        </a>

        <nav aria-label="Seções" className="hidden items-center gap-1 md:flex">
          {NAV_ANCHORS.map((item) => (
            <a key={item.href} href={item.href} className={navLink}>
              {item.label}
            </a>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <a href="/login" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              Entrar
            </a>
          </div>
          <a href="/cadastro" className={buttonVariants({ size: "sm" })}>
            Comece Grátis
          </a>
          <button
            type="button"
            className={`${buttonVariants({ variant: "ghost", size: "icon" })} md:hidden`}
            aria-expanded={open}
            aria-controls="menu-movel"
            aria-label={open ? "Fechar menu" : "Abrir menu"}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <nav
        id="menu-movel"
        aria-label="Menu"
        hidden={!open}
        className="border-t border-border bg-card px-4 pb-4 pt-2 md:hidden"
      >
        <ul className="flex flex-col">
          {NAV_ANCHORS.map((item) => (
            <li key={item.href}>
              <a href={item.href} onClick={close} className={`${navLink} block py-3 text-base`}>
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <a href="/login" onClick={close} className={`${navLink} block py-3 text-base`}>
              Entrar
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
