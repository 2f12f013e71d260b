import { useQuery } from "@tanstack/react-query";
import { entityQueries } from "../../api/entity-queries";
import { pathLine } from "./location-path";

/**
 * An entity by its path, top first ("Garage › Shelf A"), so that two of one name are told apart; the name
 * alone until the path has come.
 */
export function EntityPathName({ id, name }: { id: string; name: string }) {
  const path = useQuery(entityQueries.path(id));
  return <>{path.data ? pathLine(path.data.map((step) => step.name)) : name}</>;
}
