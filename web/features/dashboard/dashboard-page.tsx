import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { firstName } from "#domain/account";
import { TOOLS } from "#web/lib/tools";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { buttonVariants } from "#web/components/ui/button";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useCurrentUser } from "#web/lib/dashboard-context";

/**
 * The home: a greeting, the studio's projects (`board`, from the projects feature, passed in by
 * web/app/routes/dashboard.tsx) and the tools.
 */
export function DashboardPage({ board }: { board: ReactNode }) {
  const me = useCurrentUser();

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Olá, {firstName(me.name)}!</h1>
        <p className="mt-1 text-muted-foreground">
          O que vamos criar hoje? Escolha uma ferramenta para começar.
        </p>
      </div>

      {board}

      <h2 className="mb-4 text-xl font-semibold">Ferramentas</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TOOLS.map((tool) => {
          const Icon = DASHBOARD_ICONS[tool.child];
          return (
            <li key={tool.id}>
              <Card className="flex h-full flex-col">
                <CardHeader className="flex-1">
                  <span
                    aria-hidden="true"
                    className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground"
                  >
                    <Icon className="size-5" />
                  </span>
                  <CardTitle>{tool.title}</CardTitle>
                  <CardDescription>{tool.description}</CardDescription>
                </CardHeader>
                <CardFooter>
                  <Link
                    to={`/dashboard/${tool.child}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Acessar<span className="sr-only"> {tool.title}</span>
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
