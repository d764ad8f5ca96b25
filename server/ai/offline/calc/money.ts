/** R$ 1.234,56 (Intl pt-BR, always two decimals). */
export const formatBRL = (n: number) => `R$ ${n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
