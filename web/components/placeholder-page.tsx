import type { LucideIcon } from "lucide-react";
import { cn } from "#web/lib/cn";
import { ComingSoonButton } from "./coming-soon-button";
import { EmptyState } from "./empty-state";
import { ListTable } from "./list-table";
import { PageHeader } from "./page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card";

/** A button of a screen still to be built: its label and icon, shown disabled (ComingSoonButton). */
export interface PlaceholderAction {
  label: string;
  icon: LucideIcon;
}

/** One part of a screen still to be built, below its title. */
export type PlaceholderBlock =
  /** A card with an empty list (or an empty day): its title, what it says while empty. */
  | {
      kind: "empty";
      /** A function for a title computed when shown (the calendar's day). */
      title: string | (() => string);
      description?: string;
      emptyText: string;
      icon?: LucideIcon;
      tall?: boolean;
    }
  /** A card with an empty table under its column headings. */
  | { kind: "table"; title: string; columns: readonly string[]; emptyText: string }
  /** A card that explains the feature and holds its starting button. */
  | { kind: "start"; title: string; description: string; action: PlaceholderAction }
  /** A section of static cards (the presentation templates), each with a colour swatch. */
  | {
      kind: "cards";
      id: string;
      title: string;
      cards: readonly { id: string; title: string; description: string; swatch: string }[];
    }
  /** Blocks side by side on wide screens. */
  | { kind: "columns"; blocks: readonly PlaceholderBlock[] };

/** What a screen still to be built shows (docs/requirements.md "Screens still to be built"). */
export interface PlaceholderPageConfig {
  title: string;
  description: string;
  icon: LucideIcon;
  /** The main button, beside the title. */
  action?: PlaceholderAction;
  /** A wider page (a table, a grid of cards). */
  wide?: boolean;
  blocks: readonly PlaceholderBlock[];
}

/**
 * One component for every screen whose feature is not built yet: the title, the empty states and
 * the buttons its issue will bring to life, disabled and saying so. A feature's issue replaces
 * its entry (web/app/placeholder-pages.ts) with the real page.
 */
export function PlaceholderPage({ config }: { config: PlaceholderPageConfig }) {
  const { title, description, icon: Icon, action, wide, blocks } = config;
  return (
    <div className={cn("mx-auto space-y-6", wide ? "max-w-6xl" : "max-w-5xl")}>
      <PageHeader
        title={title}
        description={description}
        icon={<Icon />}
        actions={action ? <ActionButton action={action} /> : undefined}
      />
      {blocks.map((block, index) => (
        <PlaceholderBlockView key={index} block={block} />
      ))}
    </div>
  );
}

function ActionButton({ action: { label, icon: Icon } }: { action: PlaceholderAction }) {
  return (
    <ComingSoonButton>
      <Icon aria-hidden="true" />
      {label}
    </ComingSoonButton>
  );
}

function PlaceholderBlockView({ block }: { block: PlaceholderBlock }) {
  switch (block.kind) {
    case "empty": {
      const Icon = block.icon;
      return (
        <Card>
          <CardHeader>
            <CardTitle>{typeof block.title === "function" ? block.title() : block.title}</CardTitle>
            {block.description ? <CardDescription>{block.description}</CardDescription> : null}
          </CardHeader>
          <CardContent>
            <EmptyState icon={Icon ? <Icon /> : undefined} className={block.tall ? "min-h-[300px]" : undefined}>
              {block.emptyText}
            </EmptyState>
          </CardContent>
        </Card>
      );
    }
    case "table":
      return (
        <Card>
          <CardHeader>
            <CardTitle>{block.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <ListTable columns={block.columns} emptyText={block.emptyText} />
          </CardContent>
        </Card>
      );
    case "start":
      return (
        <Card>
          <CardHeader>
            <CardTitle>{block.title}</CardTitle>
            <CardDescription>{block.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ActionButton action={block.action} />
          </CardContent>
        </Card>
      );
    case "cards":
      return (
        <section aria-labelledby={`${block.id}-title`}>
          <h2 id={`${block.id}-title`} className="mb-4 text-lg font-semibold">
            {block.title}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {block.cards.map((card) => (
              <li key={card.id}>
                <Card className="h-full overflow-hidden">
                  <div aria-hidden="true" className={cn("h-28", card.swatch)} />
                  <CardHeader>
                    <CardTitle as="h3">{card.title}</CardTitle>
                    <CardDescription>{card.description}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      );
    case "columns":
      return (
        <div className="grid gap-6 md:grid-cols-2">
          {block.blocks.map((inner, index) => (
            <PlaceholderBlockView key={index} block={inner} />
          ))}
        </div>
      );
  }
}
