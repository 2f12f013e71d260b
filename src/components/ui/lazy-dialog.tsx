import { lazy, Suspense, useEffect, type ComponentType } from "react";

/**
 * A dialog whose code is a chunk of its own, so a page's first paint does not wait for it; `usePreload`
 * fetches it once the page is shown. Render `Dialog` only while open; it renders nothing until loaded.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(preload);
  function Dialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  function usePreload() {
    useEffect(() => {
      // A failed fetch is retried by the lazy component when the dialog opens (and reported there).
      preload().catch(() => (loading = undefined));
    }, []);
  }
  return { Dialog, usePreload };
}
