import { Link } from "react-router";
import { usePageTitle } from "../components/ui/use-page-title";
import { paths } from "./paths";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to={paths.inventory()}>Go to the inventory</Link>
      </p>
    </section>
  );
}
