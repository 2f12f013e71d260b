import { t } from "@lingui/core/macro";

/** A human sentence for any failure: the service's own message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message; // an ApiError carries the service's message
  return t`Something went wrong.`;
}

/** An error announced to screen readers as soon as it appears. */
export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {errorMessage(error)}
    </p>
  );
}
