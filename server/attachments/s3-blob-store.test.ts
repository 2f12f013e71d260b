import { describe, expect, it } from "vitest";
import { parseS3Url } from "./s3-blob-store";

describe("STORAGE_URL", () => {
  it("names the bucket, an optional key prefix, the endpoint, the region and path-style addressing", () => {
    expect(
      parseS3Url("s3://inventory-files/node-a/?endpoint=http://127.0.0.1:9000&region=eu-central-1&forcePathStyle=true"),
    ).toEqual({
      bucket: "inventory-files",
      prefix: "node-a/",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-central-1",
      forcePathStyle: true,
    });
    expect(parseS3Url("s3://b?region=us-west-2")).toEqual({
      bucket: "b",
      prefix: "",
      endpoint: undefined,
      region: "us-west-2",
      forcePathStyle: false,
    });
  });

  it.each(["https://bucket.s3.amazonaws.com", "s3:///no-bucket", "not a url"])(
    "refuses %s with a readable message",
    (url) => {
      expect(() => parseS3Url(url)).toThrow(/STORAGE_URL/);
    },
  );
});
