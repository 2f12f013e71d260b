import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../components/format/date";
import { settingsQueries } from "./queries";
import styles from "./settings.module.css";

/** The sign-in providers linked to this account (single sign-on); nothing when there are none. */
export function IdentitiesSection() {
  const { t } = useLingui();
  const identities = useQuery(settingsQueries.identities());
  const items = identities.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="identities-title">
      <h2 id="identities-title">
        <Trans>Single sign-on</Trans>
      </h2>
      <ul className={styles.list} aria-label={t`Linked sign-in providers`}>
        {items.map((identity) => (
          <li key={identity.issuer}>
            <Trans>
              Signs in through {identity.issuer} as {identity.email}, linked {formatDate(identity.linkedAt)}
            </Trans>
          </li>
        ))}
      </ul>
    </section>
  );
}
