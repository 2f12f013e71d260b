export * from "./common";
export * from "./attachment";
export * from "./entity-type";
export * from "./tag";
export * from "./entity";
export * from "./auth";
export * from "./barcode";
export * from "./statistics";
