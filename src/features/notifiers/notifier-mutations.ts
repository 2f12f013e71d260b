import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/client";
import {
  notifierEndpoints,
  reminderEndpoints,
  type NotifierOut,
  type ReminderSettings,
} from "../../../contract/notifier";
import { notifierQueries } from "./queries";

const meta = { invalidates: [notifierQueries.all] };

export function useAddNotifier() {
  return useMutation({
    mutationFn: (body: { name: string; url: string; isActive: boolean }) => call(notifierEndpoints.create, { body }),
    meta: { ...meta, inlineErrors: true },
  });
}

/** PUT without a URL keeps the stored one (the page only ever sees it masked). */
export function useUpdateNotifier() {
  return useMutation({
    mutationFn: (n: NotifierOut) =>
      call(notifierEndpoints.update, { params: { id: n.id }, body: { name: n.name, isActive: n.isActive } }),
    meta,
  });
}

export function useDeleteNotifier() {
  return useMutation({
    mutationFn: (id: string) => call(notifierEndpoints.remove, { params: { id } }),
    meta,
  });
}

/** A test message to a URL being set up, or to a saved notifier (whose result it then shows). */
export function useTestNotifier() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string } | { id: string }) => call(notifierEndpoints.test, { body }),
    meta: { inlineErrors: true },
    onSettled: () => qc.invalidateQueries({ queryKey: notifierQueries.all }),
  });
}

export function useSaveReminderSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) => call(reminderEndpoints.saveSettings, { body }),
    meta: { inlineErrors: true },
    onSuccess: (saved) => qc.setQueryData(notifierQueries.settings().queryKey, saved),
  });
}
