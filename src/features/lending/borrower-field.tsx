import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { MemberOut } from "../../../contract/group";
import { lendingQueries } from "./queries";

/** Who borrows: a member of the group (by id) or anyone else by the name typed. */
export interface Borrower {
  userId?: string;
  name: string;
}

/** A typed name that is a member's names that member; anything else is a person outside the group. */
export function borrowerOf(typed: string, members: readonly MemberOut[]): Borrower | null {
  const name = typed.trim();
  if (name === "") return null;
  const member = members.find((m) => m.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  return member ? { userId: member.id, name: member.name } : { name };
}

/** A name field that offers the group's members and takes any other name. */
export function BorrowerField({ value, onChange }: { value: Borrower | null; onChange: (b: Borrower | null) => void }) {
  const members = useQuery(lendingQueries.members()).data ?? [];
  const [typed, setTyped] = useState(value?.name ?? "");
  const listId = useId();
  return (
    <label>
      {t`Lend to`}
      <input
        type="text"
        list={listId}
        value={typed}
        maxLength={100}
        autoComplete="off"
        placeholder={t`A member or any name`}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(borrowerOf(e.target.value, members));
        }}
      />
      <datalist id={listId}>
        {members.map((m) => (
          <option key={m.id} value={m.name} />
        ))}
      </datalist>
    </label>
  );
}
