import { describe, expect, it } from "vitest";
import { entityEndpoints, EntityListResult } from "../../contract";
import { useSignedInService } from "../support/signed-in-service";
import { imageBytes, newEntity, uploadForm, uploadOk } from "./attachment-fixtures";

const { s } = useSignedInService();

/**
 * The inventory list's rows and the SPA's entity pickers (a search of the same list) show each entity's
 * primary photo: the list answer carries its `thumbnailId` (and `imageId`), read for the whole page in one
 * query (server/entities/output.ts), so rows need no request per entity.
 */
describe("the list carries each entity's primary-photo thumbnail", () => {
  it("names the primary photo's thumbnail, null without a photo or with only a file", async () => {
    const withPhoto = await newEntity(s, "Thumb lamp");
    const withFile = await newEntity(s, "Thumb manual holder");
    await newEntity(s, "Thumb bare shelf");
    const photo = await uploadOk(
      s,
      withPhoto,
      uploadForm(await imageBytes("jpeg", 40, 30), "lamp.jpg", { type: "photo" }),
    );
    await uploadOk(s, withFile, uploadForm("a manual", "manual.txt", { type: "manual" }));

    const res = await s.call(entityEndpoints.list, { query: { q: "Thumb", orderBy: "name" } });
    expect(res.status).toBe(200);
    const list = EntityListResult.parse(res.body);
    const byName = Object.fromEntries(list.items.map((e) => [e.name, e]));
    expect(byName["Thumb lamp"]).toMatchObject({
      imageId: photo.attachment.id,
      thumbnailId: photo.attachment.thumbnail.id,
    });
    expect(byName["Thumb manual holder"]).toMatchObject({ imageId: null, thumbnailId: null });
    expect(byName["Thumb bare shelf"]).toMatchObject({ imageId: null, thumbnailId: null });
  });

  it("follows the primary photo when another photo is made primary", async () => {
    const id = await newEntity(s, "Primary swap camera");
    await uploadOk(s, id, uploadForm(await imageBytes("png", 20, 20), "a.png", { type: "photo" }));
    const second = await uploadOk(
      s,
      id,
      uploadForm(await imageBytes("png", 20, 20), "b.png", { type: "photo", primary: "true" }),
    );
    const list = EntityListResult.parse((await s.req("GET", "/v1/entities?q=Primary%20swap")).body);
    expect(list.items.map((e) => e.thumbnailId)).toEqual([second.attachment.thumbnail.id]);
  });
});
