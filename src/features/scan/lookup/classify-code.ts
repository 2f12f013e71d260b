/** The scan panel reads codes as the stock-take does: one classifier, shared through the contract. */
export { classifyScanCode as classifyCode, type CodeKind } from "../../../../contract/scan-code";
