import { describe, expect, it } from "vitest";
import { buildUrl } from "./url-builder";

describe("buildUrl", () => {
  it("builds each scheme's URL from what the services hand out", () => {
    expect(buildUrl("generic", { url: "http://127.0.0.1:9000/hook?a=1" })).toBe(
      "generic+http://127.0.0.1:9000/hook?a=1",
    );
    expect(buildUrl("ntfy", { server: "https://ntfy.sh/", topic: "house alerts", token: "tk" })).toBe(
      "ntfy://:tk@ntfy.sh/house%20alerts",
    );
    expect(buildUrl("ntfy", { server: "http://10.0.0.2:8080", topic: "t" })).toBe("ntfy://10.0.0.2:8080/t?scheme=http");
    expect(buildUrl("gotify", { server: "https://push.example.com", token: "A1" })).toBe(
      "gotify://push.example.com/A1",
    );
    expect(buildUrl("discord", { webhook: "https://discord.com/api/webhooks/123/abc-DEF" })).toBe(
      "discord://abc-DEF@123",
    );
    expect(buildUrl("slack", { webhook: "https://hooks.slack.com/services/T0/B1/xyz" })).toBe(
      "slack://hook:T0-B1-xyz@webhook",
    );
    expect(buildUrl("telegram", { token: "1:AB", chats: "42, @fam" })).toBe("telegram://1:AB@telegram?chats=42,@fam");
    expect(
      buildUrl("smtp", {
        host: "mail.example.com",
        port: "587",
        user: "me",
        password: "p@ss",
        from: "a@example.com",
        to: "b@example.com",
      }),
    ).toBe("smtp://me:p%40ss@mail.example.com:587/?from=a%40example.com&to=b%40example.com");
  });

  it("is empty until the required parts are there", () => {
    expect(buildUrl("generic", { url: "example.com" })).toBe("");
    expect(buildUrl("ntfy", { server: "ntfy.sh" })).toBe("");
    expect(buildUrl("discord", { webhook: "https://discord.com/" })).toBe("");
  });
});
