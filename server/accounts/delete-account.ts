import type { Db } from "../db/database";
import { ApiError } from "../http/errors";
import { deleteGroupData, ownerCount } from "../groups/store";

/**
 * Deletes a user in one transaction (docs/api.md, "Accounts"): every group they are the only member of goes
 * with all its data (unlike Homebox, which leaves such groups behind with nobody able to reach them); a shared
 * group they are the last owner of blocks the deletion, since nobody could manage it afterwards. Returns the
 * storage keys of the deleted groups' files, for removal after the commit.
 */
export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  return db.kysely.transaction().execute(async (trx) => {
    const groups = await trx
      .selectFrom("memberships as m")
      .innerJoin("groups as g", "g.id", "m.group_id")
      .select(["g.id", "g.name", "m.role"])
      .select((eb) =>
        eb
          .selectFrom("memberships as o")
          .select((o) => o.fn.countAll<number>().as("n"))
          .whereRef("o.group_id", "=", "m.group_id")
          .as("members"),
      )
      .where("m.user_id", "=", userId)
      .execute();
    const keys: string[] = [];
    for (const g of groups) {
      if (Number(g.members) <= 1) {
        keys.push(...(await deleteGroupData(trx, g.id)));
      } else if (g.role === "owner" && (await ownerCount(trx, g.id, db.dialect === "postgres")) <= 1) {
        throw new ApiError(
          409,
          `You are the last owner of "${g.name}", which others share; make someone else an owner or remove them first.`,
        );
      }
    }
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return keys;
  });
}
