import { describe, expect, it } from "vitest";
import { entityEndpoints, entityTypeEndpoints, EntityOut } from "../../contract";
import { expectError, get } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import { imageBytes, uploadForm, uploadOk } from "./attachment-fixtures";

/** Maintenance actions (docs/data-transfer.md); in the "attachments" group so the S3 pass runs them too. */
describe("maintenance actions", () => {
  const { svc, users } = useSignedInService({ names: ["Owner", "Other"] });
  const [s, other] = users;
  const act = (name: string, body?: unknown) => s.req("POST", `/v1/actions/${name}`, body);

  it("ensure-asset-ids numbers entities without one, oldest first, and only them", async () => {
    const a = EntityOut.parse((await s.call(entityEndpoints.create, { body: { name: "A", assetId: "000-010" } })).body);
    const b = (await s.call(entityEndpoints.create, { body: { name: "B" } })).body.id as string;
    await s.call(entityEndpoints.replace, { params: { id: b }, body: { name: "B", assetId: null } });
    const c = (await s.call(entityEndpoints.create, { body: { name: "C" } })).body.id as string;
    await s.call(entityEndpoints.replace, { params: { id: c }, body: { name: "C", assetId: null } });
    await other.call(entityEndpoints.create, { body: { name: "Theirs" } });
    expect((await act("ensure-asset-ids")).body).toEqual({ completed: 2 });
    expect((await get(s, b)).assetId).toBe("000-011");
    expect((await get(s, c)).assetId).toBe("000-012");
    expect((await get(s, a.id)).assetId).toBe("000-010");
    expect((await act("ensure-asset-ids")).body).toEqual({ completed: 0 });
  });

  it("set-primary-photos and create-missing-thumbnails repair photos", async () => {
    const id = (await s.call(entityEndpoints.create, { body: { name: "Camera" } })).body.id as string;
    const { attachment } = await uploadOk(
      s,
      id,
      uploadForm(await imageBytes("png"), "a.png", { type: "photo", primary: "false" }),
    );
    expect(attachment.primary).toBe(false);
    expect((await act("set-primary-photos")).body).toEqual({ completed: 1 });
    expect((await get(s, id)).attachments[0]?.primary).toBe(true);
    expect((await act("set-primary-photos")).body).toEqual({ completed: 0 });

    // A thumbnail lost (as after a restore from an older tool): the action makes it again.
    await svc.db.kysely
      .updateTable("attachments")
      .set({ thumbnail_id: null })
      .where("id", "=", attachment.id)
      .execute();
    expect((await act("create-missing-thumbnails")).body).toEqual({ completed: 1 });
    const thumb = (await get(s, id)).attachments[0]?.thumbnail;
    expect(thumb?.mime_type).toBe("image/webp");
  });

  it("zero-item-time-fields clears placeholder dates", async () => {
    const id = (
      await s.call(entityEndpoints.create, {
        body: { name: "Old", purchaseDate: "0001-01-01", soldDate: "2020-01-01" },
      })
    ).body.id as string;
    expect((await act("zero-item-time-fields")).body.completed).toBeGreaterThanOrEqual(1);
    expect(await get(s, id)).toMatchObject({ purchaseDate: "", soldDate: "2020-01-01" });
  });

  it("wipe-inventory needs the confirmation, keeps locations and tags unless asked", async () => {
    const types = (await other.call(entityTypeEndpoints.list)).body as Array<{ id: string; isLocation: boolean }>;
    const loc = (
      await other.call(entityEndpoints.create, {
        body: { name: "Room", entityTypeId: types.find((t) => t.isLocation)!.id },
      })
    ).body;
    await other.call(entityEndpoints.create, { body: { name: "Lamp", parentId: loc.id } });
    await other.req("POST", "/v1/tags", { name: "Kept" });
    const wipe = (body: unknown) => other.req("POST", "/v1/actions/wipe-inventory", body);
    expectError(await wipe({}), 422, ["confirm"]);
    expectError(await wipe({ confirm: "yes" }), 422, ["confirm"]);
    expect((await other.call(entityEndpoints.list, { query: { isLocation: "any" } })).body.items).toHaveLength(3);
    expect((await wipe({ confirm: "wipe inventory" })).body).toEqual({ completed: 2 });
    expect(
      (await other.call(entityEndpoints.list, { query: { isLocation: "any" } })).body.items.map(
        (e: { name: string }) => e.name,
      ),
    ).toEqual(["Room"]);
    expect((await wipe({ confirm: "wipe inventory", wipeLocations: true, wipeTags: true })).body).toEqual({
      completed: 2,
    });
    expect((await other.req("GET", "/v1/tags")).body).toEqual([]);
    expect((await s.call(entityEndpoints.list, { query: { isLocation: "any" } })).body.items.length).toBeGreaterThan(0);
  });
});
