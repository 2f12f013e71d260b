/**
 * A failed delivery, with what went wrong for the log. Its message uses codes, statuses and addresses only,
 * never the URL or an answer that may echo a token; users see one generic message (notifications.ts).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
