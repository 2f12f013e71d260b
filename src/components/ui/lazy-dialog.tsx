import { lazy, Suspense, useEffect, type ComponentType } from "react";

/**
 * A dialog whose code (Radix and its focus trap, scroll lock, portal) is a chunk of its own: a page's
 * first paint does not wait for a dialog nobody has opened yet (the bundle bench's edit-route budget).
 * `usePreload` fetches the chunk once the page is shown, so opening it later is as quick as before.
 * Render `Dialog` only while the dialog is open; until its chunk is there it renders nothing.
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
