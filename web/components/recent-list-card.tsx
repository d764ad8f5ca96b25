import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "./ui/card";
import { EmptyState } from "./empty-state";

/** A "recent items" card; shows the empty text until the feature has items to list. */
export function RecentListCard({
  title,
  emptyText,
  icon,
}: {
  title: string;
  emptyText: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState icon={icon}>{emptyText}</EmptyState>
      </CardContent>
    </Card>
  );
}
