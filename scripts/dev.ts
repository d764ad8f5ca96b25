/**
 * `npm run dev`: Vite on :5173 (hot reload) proxying /api to the server on :3001, which
 * restarts on change. The browser's origin is Vite's, so BASE_URL points there.
 */
import { spawn, type ChildProcess } from "node:child_process";

const API_PORT = "3001";
const children: ChildProcess[] = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: API_PORT, HOST: "127.0.0.1", BASE_URL: "http://localhost:5173" },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT },
  }),
];

function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
