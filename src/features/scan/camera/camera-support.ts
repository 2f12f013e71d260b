import { t } from "@lingui/core/macro";
/** Why the camera cannot scan, in words for the person at the desk. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return t`Camera permission was denied. Allow the camera for this site in the browser's address bar, then try again.`;
    case "NotFoundError":
    case "OverconstrainedError":
    case "DevicesNotFoundError":
      return t`No camera was found. Connect a camera, or use a USB scanner or type the code.`;
    case "NotReadableError":
    case "TrackStartError":
      return t`The camera is in use by another application, or could not be started.`;
    case "AbortError":
      return t`The camera did not start. Try again.`;
    default:
      return error instanceof Error && error.message
        ? t`The camera could not be used: ${error.message}`
        : t`The camera could not be used.`;
  }
}

/** Null when this browser can use a camera here; otherwise why not. */
export function cameraUnsupportedReason(): string | null {
  if (typeof window !== "undefined" && !window.isSecureContext) {
    return t`The camera works only over https (or on localhost). Open the app through https to scan with the camera.`;
  }
  if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
    return t`This browser cannot use a camera. Use a USB scanner or type the code.`;
  }
  return null;
}

const BACK_CAMERA = /back|rear|environment|rück|arrière|trasera/i;

/**
 * The camera to use: the remembered one while it is still connected, else one whose label says it
 * faces away from the user, else the first.
 */
export function chooseCamera(
  devices: Pick<MediaDeviceInfo, "deviceId" | "label">[],
  remembered: string | null,
): string | null {
  if (remembered && devices.some((d) => d.deviceId === remembered)) return remembered;
  return (devices.find((d) => BACK_CAMERA.test(d.label)) ?? devices[0])?.deviceId ?? null;
}

/** Constraints for getUserMedia: an exact device when one is chosen, else a back camera if there is one. */
export function videoConstraints(deviceId: string | null): MediaStreamConstraints {
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return {
    audio: false,
    video: deviceId ? { deviceId: { exact: deviceId }, ...size } : { facingMode: { ideal: "environment" }, ...size },
  };
}
