import { expect, it } from "vitest";

it("zod built after the bootstrap setting is jitless (no `new Function` probe under the CSP)", async () => {
  await import("./zod-under-csp");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
});
