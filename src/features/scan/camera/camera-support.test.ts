import { describe, expect, it } from "vitest";
import { cameraErrorMessage, chooseCamera, videoConstraints } from "./camera-support";

const cams = [
  { deviceId: "front", label: "FaceTime HD Camera (front)" },
  { deviceId: "back", label: "Back Camera" },
  { deviceId: "usb", label: "USB Webcam" },
];

describe("chooseCamera", () => {
  it("keeps the remembered camera while it is connected", () => {
    expect(chooseCamera(cams, "usb")).toBe("usb");
  });
  it("prefers a back camera, else the first, else none", () => {
    expect(chooseCamera(cams, "gone")).toBe("back");
    expect(chooseCamera(cams, null)).toBe("back");
    expect(chooseCamera([cams[0]!, cams[2]!], null)).toBe("front");
    expect(chooseCamera([], null)).toBeNull();
  });
});

describe("camera messages", () => {
  it("explains permission, missing camera and busy camera", () => {
    expect(cameraErrorMessage(new DOMException("x", "NotAllowedError"))).toMatch(/permission was denied/);
    expect(cameraErrorMessage(new DOMException("x", "NotFoundError"))).toMatch(/No camera was found/);
    expect(cameraErrorMessage(new DOMException("x", "NotReadableError"))).toMatch(/in use/);
    expect(cameraErrorMessage(new Error("boom"))).toBe("The camera could not be used: boom");
  });
  it("asks for an exact device or a back camera", () => {
    expect(videoConstraints("abc").video).toMatchObject({ deviceId: { exact: "abc" } });
    expect(videoConstraints(null).video).toMatchObject({ facingMode: { ideal: "environment" } });
  });
});
