/** The scanning parts the stock-take page reuses, loaded with it (`loadScanParts` in index.ts). */
export { CameraScanner } from "./camera/camera-scanner";
export { CreateFromProductForm } from "./create/create-from-product-form";
export { AddCodeToItem } from "./panel/add-code-to-item";
export { ProductCandidates } from "./panel/product-candidates";
export { MuteToggle } from "./panel/mute-toggle";
