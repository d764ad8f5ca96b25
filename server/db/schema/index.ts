export * from "./user";
export * from "./auth";
export * from "./studios";
export * from "./rate-limit";
export * from "./plans";
export * from "./ai";
export * from "./clients";
export * from "./projects";
