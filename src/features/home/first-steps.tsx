import { useLingui } from "@lingui/react/macro";
import Check from "lucide-react/icons/check";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { GroupStatistics } from "../../../contract/statistics";
import { paths } from "../../routing/paths";
import { useScan } from "../scan";
import { rememberFirstStep, useLocalSteps } from "./first-steps-store";
import styles from "./home.module.css";

interface Step {
  done: boolean;
  action: ReactNode;
}

/**
 * What a new inventory needs first, each step ticked once done: locations, items and members come from
 * the group's totals; a scan and printed labels are remembered in this browser (first-steps-store.ts).
 * The card goes once every step is done, or when hidden.
 */
export function FirstSteps({ totals }: { totals: GroupStatistics }) {
  const { t } = useLingui();
  const { openPanel } = useScan();
  const local = useLocalSteps();
  const steps: Step[] = [
    { done: totals.totalLocations > 0, action: <Link to={paths.locations()}>{t`Add a location`}</Link> },
    { done: totals.totalItems > 0, action: <Link to={paths.inventory()}>{t`Add an item`}</Link> },
    {
      done: local.has("scanned"),
      action: (
        <button type="button" onClick={openPanel}>
          {t`Scan a code`}
        </button>
      ),
    },
    { done: local.has("labelsPrinted"), action: <Link to={paths.labels()}>{t`Print labels`}</Link> },
    { done: totals.totalUsers > 1, action: <Link to={paths.groupSettings()}>{t`Invite someone`}</Link> },
  ];
  if (local.has("hidden") || steps.every((s) => s.done)) return null;
  const left = steps.filter((s) => !s.done).length;
  return (
    <section className={styles.card} aria-labelledby="home-first-steps">
      <div className={styles.cardHead}>
        <h2 id="home-first-steps">{t`First steps`}</h2>
        <button type="button" onClick={() => rememberFirstStep("hidden")}>
          {t`Hide first steps`}
        </button>
      </div>
      <p className="muted">{t`${left} of 5 steps left.`}</p>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={i} data-done={step.done}>
            <span className={styles.tick} aria-hidden="true">
              {step.done && <Check size={16} />}
            </span>
            {step.action}
            <span className={step.done ? styles.done : "muted"}>{step.done ? t`Done` : t`To do`}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
