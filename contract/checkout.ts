import { z } from "zod";
import { DateInput, DateOutput, Id, Text, Timestamp } from "./common";

/** The longest borrower name typed for someone outside the group. */
export const BORROWER_NAME_MAX = 100;

/** An entity's open check-out (docs/api.md, "Lending"); `due` is "" when none was set. */
export const Checkout = z.object({
  to: z.object({ userId: Id.optional(), name: z.string() }),
  since: Timestamp,
  due: DateOutput,
  note: z.string(),
});
export type Checkout = z.infer<typeof Checkout>;

/** A borrower: a member of the group by id, or anyone by name; exactly one of the two. */
const Borrower = z
  .strictObject(
    {
      userId: Id.optional(),
      name: z
        .string({ error: "must be a name" })
        .trim()
        .min(1, { error: "must not be empty" })
        .max(BORROWER_NAME_MAX, { error: `must be at most ${BORROWER_NAME_MAX} characters` })
        .optional(),
    },
    { error: (iss) => (iss.code === "unrecognized_keys" ? "must hold only userId or name" : undefined) },
  )
  .refine((b) => (b.userId === undefined) !== (b.name === undefined), { error: "must name either a userId or a name" });

/** The body of `POST /v1/entities/{id}/checkout`. */
export const CheckoutInput = z.object({
  to: Borrower,
  /** Optional `YYYY-MM-DD` (or an ISO date-time, whose date is kept); not before the day of the check-out. */
  due: DateInput,
  note: Text(1000),
});
export type CheckoutInput = z.output<typeof CheckoutInput>;
export type CheckoutInputValues = z.input<typeof CheckoutInput>;

/** The body of `POST /v1/entities/{id}/return`; it may be absent. */
export const ReturnInput = z
  .object({ note: Text(1000) })
  .nullish()
  .transform((v) => v ?? { note: "" });
