// decap-server (the proxy that lets Decap CMS edit a checkout's files with no
// account) over a throwaway copy of data/, so the editor's browser tests save
// real files without touching the repository's.
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { LOCAL_BACKEND_PORT } from "../../hosting/editor.mjs";

const ROOT = path.join(__dirname, "../..");

export interface ContentCopy {
  /** The copy's data/ folder, which the editor reads and writes. */
  dataDir: string;
  stop(): Promise<void>;
}

/** Copies data/ into a temporary checkout and starts decap-server on it; resolves once it listens. */
export async function startDecapServerOnCopy(): Promise<ContentCopy> {
  const checkout = await mkdtemp(path.join(tmpdir(), "safarnama-cms-"));
  await cp(path.join(ROOT, "data"), path.join(checkout, "data"), { recursive: true });
  const server = spawn(path.join(ROOT, "node_modules/.bin/decap-server"), [], {
    env: { ...process.env, GIT_REPO_DIRECTORY: checkout, PORT: String(LOCAL_BACKEND_PORT), LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await listening(server);
  return {
    dataDir: path.join(checkout, "data"),
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill();
        await exited;
      }
      await rm(checkout, { recursive: true, force: true });
    },
  };
}

function listening(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`decap-server did not start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on port ${LOCAL_BACKEND_PORT}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`decap-server stopped (exit ${code}) before listening:\n${output}`));
    });
  });
}
