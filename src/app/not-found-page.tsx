import { t } from "@lingui/core/macro";
import { Link } from "react-router";
import { usePageTitle } from "../components/ui/use-page-title";
import { paths } from "../routing/paths";

export function NotFoundPage() {
  usePageTitle(t`Page not found`);
  return (
    <section>
      <h1>{t`Page not found`}</h1>
      <p>
        {t`There is nothing at this address.`} <Link to={paths.inventory()}>{t`Go to the inventory`}</Link>
      </p>
    </section>
  );
}
