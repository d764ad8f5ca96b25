/** Public contact data, one place for the landing footer, e-mails and the support link. */
export const CONTACT = {
  productName: "Prancheta",
  supportEmail: "contato@prancheta.app.br",
  phone: "+55 11 4000-1234",
} as const;
