import { useMutation } from "@tanstack/react-query";
import { ApiError, errorFromResponse, GENERIC_ERROR_MESSAGE } from "#web/lib/api";

export const EXPORT_URL = "/api/account/export";
const FALLBACK_NAME = "prancheta-meus-dados.zip";

/** The file name the server gives in Content-Disposition (`filename*=UTF-8''…` or `filename="…"`). */
function fileNameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return FALLBACK_NAME;
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/**
 * `GET /api/account/export`: the ZIP with everything of the person's, saved by the browser. Fetched
 * rather than linked so a refusal (too many exports in an hour) is a message, not a saved error page.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, { credentials: "same-origin", headers: { Accept: "application/zip" } });
  } catch {
    throw new ApiError(0, "network_error", GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("Content-Disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
