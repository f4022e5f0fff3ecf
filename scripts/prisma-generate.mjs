// `prisma generate` only needs the bundled wasm, but the CLI insists that a schema-engine binary
// exists. Offline, none can be downloaded, so point it at any existing file (decision 003).
import { spawnSync } from "node:child_process";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ||= process.execPath;
const r = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
