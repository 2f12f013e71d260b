import packageJson from "../package.json" with { type: "json" };

/** The service's version, as `/api/v1/status` and the OpenAPI document report it: package.json's, never a copy. */
export const VERSION: string = packageJson.version;
