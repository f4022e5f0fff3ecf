// The browser tests' database (scripts/e2e.sh, decision 706): where a PostgreSQL answers on 127.0.0.1:5432,
// a fresh database of its own per run id, migrated and seeded with the demo data, so the e2e server runs
// on a pool of real connections as production does; prints its URL. Prints nothing where none answers:
// the e2e server then starts the embedded database itself, as `npm start` does.
import pg from "pg";
import { ADMIN_URL, postgresAnswers } from "../tests/setup/postgres";

async function main() {
  if (!(await postgresAnswers())) return;
  const id = (process.env.E2E_ID || "default").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  const name = `paisapilot_e2e_${id}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  console.log(url.toString());
}

await main();
