import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { stocktakeEndpoints as stocktakes, type ScanResult, type StocktakeOut } from "../../contract";
import type { Session } from "../support/client";

/** Starts a stock-take, failing the test unless it is 201. */
export async function startStocktake(s: Session, locationId: string, recursive = false): Promise<StocktakeOut> {
  const res = await s.call(stocktakes.create, { body: { locationId, recursive } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A scan as a client makes it: a fresh scan id unless one is given. */
export const scanOf = (code: string, extra: { scanId?: string; count?: number } = {}) => ({
  scanId: extra.scanId ?? randomUUID(),
  code,
  scannedAt: new Date().toISOString(),
  ...(extra.count !== undefined && { count: extra.count }),
});

/** Sends one scan, failing the test unless it is 200. */
export async function scan(s: Session, id: string, body: ReturnType<typeof scanOf>): Promise<ScanResult> {
  const res = await s.call(stocktakes.scan, { params: { id }, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function view(s: Session, id: string): Promise<StocktakeOut> {
  const res = await s.call(stocktakes.get, { params: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
