import type { ComponentType } from "react";

/**
 * A route's lazy `Component` whose chunk may fail to load. React Router leaves the page blank when a
 * lazy `Component` rejects, so the failure becomes a component that throws while rendering: the route's
 * error boundary (route-error.tsx) catches it and offers "Reload".
 */
export function lazyPage(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return () =>
    load().catch(
      (error: unknown) =>
        function PageFailedToLoad(): never {
          throw error;
        },
    );
}
