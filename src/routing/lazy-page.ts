import type { ComponentType } from "react";

/**
 * A route's lazy `Component` whose failure to load becomes a component that throws while rendering, so
 * the route's error boundary offers "Reload" (React Router would leave the page blank).
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
