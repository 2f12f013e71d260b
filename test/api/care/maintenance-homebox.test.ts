import { describe, expect, it } from "vitest";
import { MaintenanceWithEntity } from "../../../contract";
import { create, get } from "../../support/fixtures";
import { useSignedInService } from "../../support/signed-in-service";

/** What Homebox's own clients send and expect (docs/api.md, "Maintenance"). */
describe("maintenance as Homebox clients use it", () => {
  const { s } = useSignedInService();

  it("GET /v1/maintenance answers an array of every entry, also with a status", async () => {
    const heater = await create(s, { name: "Heater" });
    for (let i = 1; i <= 3; i++) {
      const res = await s.req("POST", `/v1/entities/${heater.id}/maintenance`, {
        name: `Bleed ${i}`,
        scheduledDate: `2027-0${i}-01`,
        completedDate: i === 3 ? "2027-03-02" : "",
        cost: "0",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const all = await s.req("GET", "/v1/maintenance");
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(
      MaintenanceWithEntity.array()
        .parse(all.body)
        .map((m) => m.name),
    ).toEqual(["Bleed 1", "Bleed 2", "Bleed 3"]);
    expect((await s.req("GET", "/v1/maintenance?status=scheduled")).body).toHaveLength(2);
    expect((await s.req("GET", `/v1/entities/${heater.id}/maintenance?status=completed`)).body).toMatchObject([
      { name: "Bleed 3", itemID: heater.id, itemName: "Heater" },
    ]);
    // Totals come from the page path, which the SPA uses.
    expect((await s.req("GET", "/v1/maintenance/page?pageSize=2")).body).toMatchObject({ total: 3, pageSize: 2 });
  });

  it('reads "" as no date in maintenance and entity bodies', async () => {
    const drill = await create(s, { name: "Drill", purchaseDate: "", warrantyExpires: "", soldDate: "" });
    expect(drill).toMatchObject({ purchaseDate: "", warrantyExpires: "", soldDate: "" });
    const put = await s.req("PUT", `/v1/entities/${drill.id}`, {
      name: "Drill",
      purchaseDate: "2026-04-01",
      warrantyExpires: "",
      soldDate: "",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await get(s, drill.id)).toMatchObject({ purchaseDate: "2026-04-01", warrantyExpires: "" });

    const scheduled = await s.req("POST", `/v1/entities/${drill.id}/maintenance`, {
      name: "Sharpen",
      scheduledDate: "2027-05-01",
      completedDate: "",
      description: "",
      cost: "0",
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect(scheduled.body).toMatchObject({ scheduledDate: "2027-05-01", completedDate: "" });
    const done = await s.req("PUT", `/v1/maintenance/${scheduled.body.id}`, {
      name: "Sharpen",
      scheduledDate: "",
      completedDate: "2027-05-02T10:00:00Z",
      cost: "12",
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ scheduledDate: "", completedDate: "2027-05-02", cost: 12 });
  });
});
