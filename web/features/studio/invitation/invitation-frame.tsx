import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card";

/** The invitation page's card, as the account pages look: one <h1>, the text, the actions. */
export function InvitationFrame({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {children}
        <Link to="/" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          Ir para a página inicial
        </Link>
      </CardContent>
    </Card>
  );
}
