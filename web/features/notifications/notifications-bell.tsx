import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { buttonVariants } from "#web/components/ui/button";
import { notificationQueries } from "#web/api/notifications";
import { plural } from "#domain/addressing";

/** The header's bell (R-NOTIF-1): the unread count, a link to Mensagens. */
export function NotificationsBell() {
  const query = useQuery(notificationQueries.list());
  const unread = query.data?.unread ?? 0;
  const label = unread === 0 ? "Notificações" : `Notificações: ${plural(unread, "não lida", "não lidas")}`;
  return (
    <Link to="/dashboard/mensagens" aria-label={label} title={label} className={`${buttonVariants({ variant: "ghost", size: "icon" })} relative`}>
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-5 text-destructive-foreground">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
