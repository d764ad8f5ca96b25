import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";
import { fieldClassName } from "./input";

/** A styled native <select>: accessible and light, good enough for short option lists. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClassName, "h-10 py-2", className)} {...props} />;
}
