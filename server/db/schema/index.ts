export * from "./auth";
export * from "./rate-limit";
