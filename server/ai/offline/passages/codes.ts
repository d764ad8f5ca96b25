/**
 * The citations several passage files share: a norm's code with its edition, a law's name, the
 * page of its official text. One place for each, so that every passage cites it alike (R-AI-8).
 */

export const CC_SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm";
export const CDC = "Lei 8.078/1990 (Código de Defesa do Consumidor)";
export const CDC_SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm";
export const CODIGO_CIVIL = "Lei 10.406/2002 (Código Civil)";
/** The topics every condominium passage carries (Código Civil, Lei 4.591). */
export const CONDOMINIUM = ["condomínio", "condomínio edilício", "prédio de apartamentos", "Código Civil"];
export const ESTATUTO = "Estatuto da Cidade — Lei 10.257/2001";
export const ESTATUTO_TEXT = "https://www.planalto.gov.br/ccivil_03/leis/leis_2001/l10257.htm";
export const LBI = "Lei 13.146/2015 (Estatuto da Pessoa com Deficiência)";
export const LEED = "LEED — USGBC / GBC Brasil";
export const LEI12378 = "Lei 12.378/2010 (CAU)";
export const LEI12651 = "Lei 12.651/2012 (Código Florestal)";
export const LEI4950A = "Lei 4.950-A/1966 (salário mínimo profissional)";
export const LEI6766 = "Lei 6.766/1979 (parcelamento do solo urbano)";
export const NBR10844 = "ABNT NBR 10844:1989";
export const NBR12721 = "ABNT NBR 12721:2006";
export const NBR13753 = "ABNT NBR 13753:1996";
export const NBR14718 = "ABNT NBR 14718:2019";
export const NBR15220 = "ABNT NBR 15220-3:2005";
export const NBR15527 = "ABNT NBR 15527:2019";
export const NBR15575 = "ABNT NBR 15575:2013";
export const NBR16280 = "ABNT NBR 16280:2020";
export const NBR5410 = "ABNT NBR 5410:2004";
export const NBR5419_3 = "ABNT NBR 5419-3:2015";
export const NBR6118 = "ABNT NBR 6118:2023";
export const NBR6122 = "ABNT NBR 6122:2019";
export const NBR6492 = "ABNT NBR 6492:2021";
export const NBR8160 = "ABNT NBR 8160:1999";
export const NBR9050 = "ABNT NBR 9050:2020";
export const NBR9077 = "ABNT NBR 9077:1993 (Emenda 1:2001)";
export const PBE = "PBE Edifica / Procel Edifica — Inmetro e Eletrobras";
export const PLANALTO_12378 = "https://www.planalto.gov.br/ccivil_03/_ato2007-2010/2010/lei/l12378.htm";
export const RES91 = "CAU/BR — Resolução nº 91/2014 (RRT)";
