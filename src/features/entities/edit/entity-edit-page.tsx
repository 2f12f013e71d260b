import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLoaderData, useParams } from "react-router";
import { useWriteAccess } from "../../auth";
import { tagQueries } from "../../tags";
import { entityQueries } from "../../../api/entity-queries";
import { EntityEditForm } from "./entity-edit-form";
import styles from "../../../components/form/form.module.css";
import type { PageData } from "../../../routing/page-data";
import { paths } from "../../../routing/paths";

/**
 * Route `/entities/:id/edit`: mounts the form once the read its loader started for this visit is in, so
 * the ETag it saves against is today's; no background refetches under what is being typed.
 */
export function EntityEditPage() {
  const { id = "" } = useParams();
  const { since } = useLoaderData<PageData>();
  const detail = useQuery({ ...entityQueries.detail(id), refetchOnMount: false, refetchOnWindowFocus: false });
  const tags = useQuery(tagQueries.all());
  const access = useWriteAccess();
  const beforeVisit = Math.max(detail.dataUpdatedAt, detail.errorUpdatedAt) < since;
  const { fetchStatus, refetch } = detail;
  // The loader's read is cancelled when the page before it unmounts while sharing that read; ask again.
  useEffect(() => {
    if (beforeVisit && fetchStatus === "idle") void refetch();
  }, [beforeVisit, fetchStatus, refetch]);

  if (detail.isError) return <LoadError message={detail.error.message} id={id} />;
  // A viewer (or a member made one while editing) could save nothing here.
  if (access === "read") return <LoadError message={t`Your role in this group lets you look but not edit.`} id={id} />;
  if (access === "unknown" || beforeVisit || !detail.data) {
    return (
      <p role="status" className={styles.page}>
        {t`Loading…`}
      </p>
    );
  }
  return <EntityEditForm key={id} entity={detail.data.data} etag={detail.data.etag} tags={tags.data ?? []} />;
}

function LoadError({ message, id }: { message: string; id: string }) {
  return (
    <div role="alert" className={styles.page}>
      <h1 className={styles.title}>{t`This could not be loaded`}</h1>
      <p>{message}</p>
      <Link to={id ? paths.entity(id) : paths.inventory()}>{t`Back`}</Link>
    </div>
  );
}

export default EntityEditPage;
