import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Elemento #root não encontrado.");

// `/` is the public landing page: prerendered into index.html at build time and hydrated here
// on its own, without the router, so a first visit downloads React and the landing only.
// Every other path gets the router (and, through its lazy layouts, everything else).
if (location.pathname === "/") {
  void import("./features/landing/landing-page").then(({ LandingPage }) => {
    const app = (
      <StrictMode>
        <LandingPage />
      </StrictMode>
    );
    // `vite dev` serves the shell without the prerendered markup: render instead of hydrating.
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
} else {
  void Promise.all([import("react-router/dom"), import("./app/router"), import("./app/toaster")]).then(
    ([{ RouterProvider }, { createAppRouter }, { AppToaster }]) => {
      createRoot(container).render(
        <StrictMode>
          <RouterProvider router={createAppRouter()} />
          <AppToaster />
        </StrictMode>,
      );
    },
  );
}
