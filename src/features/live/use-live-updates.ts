import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { connectLiveEvents } from "./live-events";

/** Mounted once in the signed-in frame: live updates for as long as the app is open. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveEvents(queryClient), [queryClient]);
}
