import { describe, expect, it } from "vitest";
import { urlSecret } from "./url-secret";

const URL_ = "ntfy://:tk_secret@ntfy.example.com/alerts";

describe("urlSecret", () => {
  it("seals with a key: the stored text holds no part of the URL and opens again", () => {
    const s = urlSecret("correct horse");
    const stored = s.seal("n1", URL_);
    expect(stored).not.toContain("tk_secret");
    expect(stored).not.toContain("ntfy.example.com");
    expect(s.open("n1", stored)).toBe(URL_);
    expect(s.seal("n1", URL_)).not.toBe(stored);
  });

  it("does not open with another key, on another notifier's row, or without a key", () => {
    const stored = urlSecret("correct horse").seal("n1", URL_);
    expect(urlSecret("wrong").open("n1", stored)).toBeInstanceOf(Error);
    expect(urlSecret("correct horse").open("n2", stored)).toBeInstanceOf(Error);
    expect(urlSecret(undefined).open("n1", stored)).toBeInstanceOf(Error);
  });

  it("stores as written without a key, and a key still opens those rows", () => {
    const stored = urlSecret(undefined).seal("n1", URL_);
    expect(urlSecret(undefined).open("n1", stored)).toBe(URL_);
    expect(urlSecret("later key").open("n1", stored)).toBe(URL_);
  });
});
