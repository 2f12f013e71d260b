import { lazy, Suspense } from "react";

/**
 * The way into a group for someone in none, a chunk of its own: it is rarely shown, and its code and the
 * group and invitation contracts need not load with every page.
 */
const Page = lazy(() => import("./no-group-page").then((m) => ({ default: m.NoGroupPage })));

export function NoGroupPage(props: { userName?: string }) {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}
