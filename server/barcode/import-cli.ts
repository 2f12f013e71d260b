import { runCatalogImportCli } from "./catalog-cli";

/** `npm run catalog:import -- <file.csv> --email <e-mail>`: imports a catalog into that user's group. */
runCatalogImportCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error("The import failed:", err);
    process.exit(2);
  },
);
