/**
 * `search_fold(text)` on a SQLite connection: the text lower-cased and without its accents, as PostgreSQL's
 * function of that name (migration 0024) and the trigram index's `remove_diacritics` fold it, so that a search
 * too short for the index (server/entities/search.ts) ignores accents too. Plain JavaScript: the read
 * workers (read-worker.mjs) load it without a compiler.
 */
export function addSearchFold(file) {
  file.function("search_fold", { deterministic: true }, (text) =>
    typeof text === "string"
      ? text
          .normalize("NFD")
          .replace(/\p{Mn}/gu, "")
          .toLowerCase()
      : text,
  );
}
