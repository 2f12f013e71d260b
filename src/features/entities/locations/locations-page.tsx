import { plural, t } from "@lingui/core/macro";
import MapPin from "lucide-react/icons/map-pin";
import { formatMoney } from "../../../components/format/money";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorText } from "../../../components/ui/error-text";
import { CreateEntityDialog } from "../create/create-entity-dialog";
import { useCanWrite } from "../../auth";
import { entityTypeQueries } from "../../entity-types";
import { homeQueries } from "../../home";
import { entityQueries } from "../../../api/entity-queries";
import { LocationTree } from "./location-tree";
import styles from "./locations.module.css";
import { MoveHereDialog } from "./move-here-dialog";
import { usePageTitle } from "../../../components/ui/use-page-title";
import { paths } from "../../../routing/paths";
import { LocationLabelActions } from "./location-label-actions";

/** `/locations`: the location tree with item counts; the selected location can receive entities. */
export function LocationsPage() {
  const tree = useQuery(entityQueries.tree(false));
  usePageTitle(t`Locations`);
  const locations = useQuery(entityQueries.locations());
  const types = useQuery(entityTypeQueries.all());
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [selectedId, setSelectedId] = useState("");
  const [dialog, setDialog] = useState<"move" | "create" | null>(null);

  const counts = useMemo(
    () => new Map((locations.data?.items ?? []).map((l) => [l.id, l.itemCount ?? 0])),
    [locations.data],
  );
  // The value is the home page's (price × quantity at any depth, in the group's currency), not totalPrice.
  const values = useQuery(homeQueries.value());
  const selected = locations.data?.items.find((l) => l.id === selectedId);
  const value = values.data?.locations.find((l) => l.id === selectedId)?.value;
  const worth = value && values.data ? formatMoney(value, values.data.currency.toUpperCase()) : "";
  const locationType = types.data?.find((t) => t.isLocation);

  return (
    <section>
      <div className={styles.titleRow}>
        <h1>{t`Locations`}</h1>
        {canWrite && (
          <button type="button" data-variant="primary" onClick={() => setDialog("create")}>
            <MapPin size={16} aria-hidden="true" className="icon" />{" "}
            {selected ? t`New location in ${selected.name}` : t`New location`}
          </button>
        )}
      </div>
      <ErrorText error={tree.error} />
      {tree.data?.length === 0 && <p>{t`No locations yet. Create the first one.`}</p>}
      <div className={styles.layout}>
        {tree.data && tree.data.length > 0 && (
          <LocationTree
            roots={tree.data}
            counts={counts}
            expanded={expanded}
            onExpandedChange={setExpanded}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onOpen={(id) => void navigate(paths.entity(id))}
          />
        )}
        {selected && (
          <aside aria-label={t`Selected location`} className={styles.panel}>
            <h2>{selected.name}</h2>
            <p>
              {worth
                ? plural(selected.itemCount ?? 0, {
                    one: `# item at or under it, worth ${worth}.`,
                    other: `# items at or under it, worth ${worth}.`,
                  })
                : plural(selected.itemCount ?? 0, { one: "# item at or under it.", other: "# items at or under it." })}
            </p>
            <p className={styles.panelActions}>
              <Link to={paths.entity(selected.id)}>{t`Open ${selected.name}`}</Link>
              <Link to={paths.inventory({ location: selected.id })}>{t`List its items`}</Link>
              {canWrite && (
                <button type="button" onClick={() => setDialog("move")}>
                  {t`Move here…`}
                </button>
              )}
            </p>
            <LocationLabelActions location={selected} roots={tree.data ?? []} locations={locations.data?.items ?? []} />
            <MoveHereDialog
              location={selected}
              open={dialog === "move"}
              onOpenChange={(o) => setDialog(o ? "move" : null)}
            />
          </aside>
        )}
      </div>
      <CreateEntityDialog
        open={dialog === "create"}
        onOpenChange={(o) => setDialog(o ? "create" : null)}
        defaults={{
          kind: "location",
          parent: selected ? { id: selected.id, name: selected.name, isLocation: true } : null,
          entityTypeId: locationType?.id,
        }}
      />
    </section>
  );
}
