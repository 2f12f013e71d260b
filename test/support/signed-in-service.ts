import { afterAll, beforeAll } from "vitest";
import { signUp, type Session } from "./client";
import { startService, type TestService } from "./service";

/**
 * Stands for a value that a `beforeAll` creates later. Test files can then write
 * `const { svc, s } = useSignedInService()` at the top and use `svc` and `s` in their tests as if they were
 * the real objects; touching one before the hook ran fails loudly instead of reading undefined.
 */
function later<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (value === undefined) throw new Error(`${what} is used before beforeAll created it`);
      const member = Reflect.get(value, key, value) as unknown;
      return typeof member === "function" ? member.bind(value) : member;
    },
  });
}

export interface SignedInService<Names extends readonly string[]> {
  /** The service on its own fresh database. */
  svc: TestService;
  /** The first signed-in user (`names[0]`). */
  s: Session;
  /** One signed-in user per name, each in a group of their own, in the order of `names`. */
  users: { -readonly [K in keyof Names]: Session };
}

/**
 * The setup the API test files share: before the file's tests, a real service on a fresh database
 * (startService) and one signed-up user per name, each in a new group; after them, the service is closed
 * and its database dropped. `names: []` signs nobody up.
 */
export function useSignedInService<const Names extends readonly string[] = ["Tester"]>(
  opts: Parameters<typeof startService>[0] & { names?: Names } = {},
): SignedInService<Names> {
  const { names = ["Tester"], ...start } = opts;
  let svc: TestService | undefined;
  const sessions: Session[] = [];
  beforeAll(async () => {
    svc = await startService(start);
    for (const name of names) sessions.push(await signUp(svc, name));
  });
  afterAll(async () => {
    await svc?.close();
  });
  const users = names.map((name, i) => later(`the session of ${name}`, () => sessions[i]));
  const first = users[0] ?? later<Session>("a signed-in user (none was asked for)", () => undefined);
  return { svc: later("the service", () => svc), s: first, users: users as SignedInService<Names>["users"] };
}
