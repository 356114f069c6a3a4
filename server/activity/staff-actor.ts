import type { RouterContextProvider } from "react-router";
import { getAdmin, staffNameOf } from "../accounts/require-admin";
import type { ActivityActor } from "./record-activity";

/** The trail's actor for the admin an /admin route runs for: their user id and name as now. */
export function staffActor(context: Readonly<RouterContextProvider>): ActivityActor {
  const admin = getAdmin(context);
  return { userId: admin.id, name: staffNameOf(admin) };
}
