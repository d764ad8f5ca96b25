import { useEffect, type ComponentType } from "react";
import { QueryProvider } from "./query-provider";
import { requestToaster } from "./toaster";

/**
 * What the lazy layouts bring and the landing page does not need: react-query (their pages
 * fetch) and the toaster (their pages toast). Loaded with the layout's chunk, never with `/`.
 */
export function withAppServices(Layout: ComponentType): ComponentType {
  return function LayoutWithServices() {
    useEffect(requestToaster, []);
    return (
      <QueryProvider>
        <Layout />
      </QueryProvider>
    );
  };
}
