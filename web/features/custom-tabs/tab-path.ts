/** The address of a tab's page (R-TAB-3). */
export const customTabPath = (id: string) => `/dashboard/abas/${encodeURIComponent(id)}`;
