import { lazy } from "react";
import { loadScanParts } from "../scan";

/* The scan feature's camera, create form, code picker and mute switch; the route loads their chunk with the page. */
export const CameraScanner = lazy(() => loadScanParts().then((m) => ({ default: m.CameraScanner })));
export const CreateFromProductForm = lazy(() => loadScanParts().then((m) => ({ default: m.CreateFromProductForm })));
export const AddCodeToItem = lazy(() => loadScanParts().then((m) => ({ default: m.AddCodeToItem })));
export const ProductCandidates = lazy(() => loadScanParts().then((m) => ({ default: m.ProductCandidates })));
export const MuteToggle = lazy(() => loadScanParts().then((m) => ({ default: m.MuteToggle })));
