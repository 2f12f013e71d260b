import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { entityQueries } from "../../api/entity-queries";
import { paths } from "../../routing/paths";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { DesignForm } from "./design-form";
import { useLabelDesign } from "./design-store";
import { labelContent, linkBase, serviceLinkBase } from "./label-design";
import { selection, useSelection, type SelectedEntity } from "../bulk";
import { labelsPdf } from "./label-pdf";
import styles from "./labels.module.css";
import { locationPaths } from "./location-paths";
import { labelQueries } from "./queries";
import { SheetPreview } from "./sheet-preview";
import { layoutLabels } from "./sheet-layout";
import { presetById, withLength } from "./sheet-presets";
import { basePath } from "../../api/base-path";

/** Marks the home page's first step; the home feature (with its statistics queries) loads only then. */
const rememberPrinted = () => void import("../home").then((home) => home.rememberFirstStep("labelsPrinted"));

/** `/labels`: the label designer for the entities chosen in the list or on the locations page. */
export function LabelsPage() {
  const { t } = useLingui();
  usePageTitle(t`Labels`);
  const selected = useSelection();
  const [design, update] = useLabelDesign();
  const settings = useQuery(labelQueries.settings());
  // Refetched on every visit, so a renamed location shows on its labels.
  const tree = useQuery({ ...entityQueries.tree(false), staleTime: 0 });

  const preset = withLength(presetById(design.presetId), design.tapeLength);
  const serviceBase = serviceLinkBase(settings.data, window.location.origin + basePath);
  const { baseUrl, customInvalid: customBaseInvalid } = linkBase(design, serviceBase);

  const entities = useMemo(() => [...selected.values()], [selected]);
  const paths_ = useMemo(() => locationPaths(tree.data ?? []), [tree.data]);
  const contents = useMemo(
    () => entities.map((e) => labelContent(e, design, baseUrl, (id) => (id ? (paths_.get(id) ?? []) : []))),
    [entities, design, baseUrl, paths_],
  );
  const pages = useMemo(
    () => layoutLabels(preset, contents.length, design.firstPosition),
    [preset, contents.length, design.firstPosition],
  );

  const pdf = useMutation({
    mutationFn: async () => {
      const url = URL.createObjectURL(await labelsPdf(preset, pages, contents, design.code));
      const a = document.createElement("a");
      a.href = url;
      a.download = "labels.pdf";
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      rememberPrinted();
    },
    meta: { inlineErrors: true },
  });

  function printLabels() {
    rememberPrinted();
    window.print();
  }

  return (
    <section>
      <h1>{t`Labels`}</h1>
      {entities.length === 0 ? (
        <p>
          <Trans>
            Nothing is chosen yet. Tick items in the <Link to={paths.inventory()}>inventory</Link> or choose locations
            on the <Link to={paths.locations()}>locations page</Link>, then come back here with Print labels.
          </Trans>
        </p>
      ) : (
        <div className={styles.layout}>
          <form className={styles.design} aria-label={t`Label design`} onSubmit={(e) => e.preventDefault()}>
            <DesignForm design={design} preset={preset} serviceBaseUrl={serviceBase} onChange={update} />
            {customBaseInvalid && (
              <p role="alert" className="error">
                <Trans>
                  The link address must start with http:// or https://; the labels use {serviceBase} until then.
                </Trans>
              </p>
            )}
            <p>
              <Trans>
                <Plural value={entities.length} one="# label" other="# labels" /> on{" "}
                <Plural value={pages.length} one="# page" other="# pages" />.
              </Trans>
            </p>
            <div className={styles.actions}>
              <button type="button" data-variant="primary" onClick={printLabels}>{t`Print…`}</button>
              <button type="button" onClick={() => pdf.mutate()} disabled={pdf.isPending} aria-busy={pdf.isPending}>
                {pdf.isPending ? t`Making the PDF…` : t`Download PDF`}
              </button>
            </div>
            <ErrorText error={pdf.error} />
            <ChosenList entities={entities} />
          </form>
          {/* Drawn once the link base and the location paths are known (or failed to load): every label
              changes when either arrives, so drawing before meant drawing every label twice. */}
          {settings.isPending || tree.isPending ? (
            <p role="status">{t`Loading…`}</p>
          ) : (
            <SheetPreview preset={preset} pages={pages} contents={contents} code={design.code} />
          )}
        </div>
      )}
    </section>
  );
}

/** The chosen entities, each with a button to leave it out, and one to start over. */
function ChosenList({ entities }: { entities: SelectedEntity[] }) {
  const { t } = useLingui();
  return (
    <>
      <h2>{t`Chosen`}</h2>
      <ul className={styles.chosen} aria-label={t`Chosen for labels`}>
        {entities.map((e) => (
          <li key={e.id}>
            <span>{e.name}</span>
            <button type="button" aria-label={t`Leave out ${e.name}`} onClick={() => selection.set([e], false)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => selection.clear()}>{t`Clear all`}</button>
    </>
  );
}
