/** The wizard's address: a new presentation, or `?editar=<id>` to change one and generate it again. */
export const NEW_PRESENTATION_PATH = "/dashboard/apresentacoes/nova";
export const editPresentationPath = (id: string) => `${NEW_PRESENTATION_PATH}?editar=${encodeURIComponent(id)}`;
export const PRESENTATIONS_PATH = "/dashboard/apresentacoes";
