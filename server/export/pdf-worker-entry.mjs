// The PDF worker's entry point, plain JavaScript on purpose: on Node 20 a worker does not
// inherit the `--import tsx` hooks of the thread that started it, and cannot load a .ts entry.
// It registers tsx for itself, under `node --import tsx` and under vitest alike.
import { register } from "tsx/esm/api";

register();
await import("./pdf-worker.ts");
