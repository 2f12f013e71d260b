import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { NotifierOut, NotifierTestResult, ReminderSettings } from "../../../contract";
import { notifierQueries } from "./queries";

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: notifierQueries.all });
}

export function useAddNotifier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { name: string; url: string; isActive: boolean }) =>
      apiRequest("/v1/notifiers", { method: "POST", body, schema: NotifierOut }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

/** PUT without a URL keeps the stored one (the page only ever sees it masked). */
export function useUpdateNotifier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (n: NotifierOut) =>
      apiRequest(`/v1/notifiers/${n.id}`, {
        method: "PUT",
        body: { name: n.name, isActive: n.isActive },
        schema: NotifierOut,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteNotifier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/notifiers/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

/** A test message to a URL being set up, or to a saved notifier (whose result it then shows). */
export function useTestNotifier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { url: string } | { id: string }) =>
      apiRequest("/v1/notifiers/test", { method: "POST", body, schema: NotifierTestResult }),
    meta: { inlineErrors: true },
    onSettled: refresh,
  });
}

export function useSaveReminderSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) =>
      apiRequest("/v1/reminders/settings", { method: "PUT", body, schema: ReminderSettings }),
    meta: { inlineErrors: true },
    onSuccess: (saved) => qc.setQueryData(notifierQueries.settings().queryKey, saved),
  });
}
