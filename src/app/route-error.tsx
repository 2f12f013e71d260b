import { t } from "@lingui/core/macro";
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { ApiError } from "../api/api-error";
import { errorMessage } from "../components/ui/error-text";
import { NoGroupPage } from "./lazy-no-group-page";

/**
 * A page's chunk that fails to load (usually: a new version was deployed and the old file is gone).
 * Browsers remember a failed dynamic import, so only a full reload fetches the new version.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * The error boundary of the root and every lazy page: a readable sentence and a way out ("Reload" or "Try
 * again"), or the way into a group for someone in none.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // Someone removed from their last group: the way back into one, not an error.
  if (error instanceof ApiError && error.code === "no_group") return <NoGroupPage />;
  if (isChunkLoadError(error)) {
    return (
      <section role="alert">
        <h1>{t`This page could not be loaded`}</h1>
        <p>{t`The app may have been updated since you opened it. Reloading fetches the current version.`}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t`Reload`}
        </button>
      </section>
    );
  }
  return (
    <section role="alert">
      <h1>{t`Something went wrong`}</h1>
      <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error)}</p>
      {/* A new navigation to the same address clears the router's error and renders the page again. */}
      <button type="button" onClick={() => void navigate(location, { replace: true })}>
        {t`Try again`}
      </button>
    </section>
  );
}
