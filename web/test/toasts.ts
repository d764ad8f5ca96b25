import { expect } from "vitest";
import { waitFor } from "@testing-library/react";

const LIVE_TOAST = '[data-sonner-toast][data-removed="false"]';

/** The titles of the toasts on screen (render a sonner <Toaster /> with the page). */
export const toastTitles = () => [...document.querySelectorAll(`${LIVE_TOAST} [data-title]`)].map((t) => t.textContent);

/** The one toast on screen titled `title`, once it is there (within `timeout` ms, 5 s by default: a loaded machine). */
export async function findToast(title: string, { timeout = 5_000 }: { timeout?: number } = {}): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>(LIVE_TOAST)].filter((t) => t.querySelector("[data-title]")?.textContent === title);
    expect(toasts).toHaveLength(1);
    return toasts[0]!;
  }, { timeout });
}
