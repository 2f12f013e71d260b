import { useEffect, useState } from "react";
import { invitationGroup } from "./auth-api";

/** The name of the group an invite link's token joins, once the service has said (null: not usable). */
export function useInvitationGroup(token: string | undefined) {
  const [state, setState] = useState<{ checked: boolean; name: string | null }>({ checked: false, name: null });
  useEffect(() => {
    if (!token) return;
    let current = true;
    void invitationGroup(token).then((name) => current && setState({ checked: true, name }));
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
