import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage } from "../../support/messages";
import { StaffDesk } from "../../../src/components/staff/staff-desk";
import { staffApi, type DepartureSeats } from "../../../requests/staff";
import type { StaffList, StaffMemberLine } from "../../../requests/staff-roles";
import { bodySentTo, ok, selfOf, serve } from "./desk-api";

const TRIP = "spiti-winter-expedition";
const TITLE = "Spiti Valley Winter Expedition";

const scheduled = (startDate: string, endDate: string): DepartureSeats => ({
  trip: { slug: TRIP, title: TITLE },
  startDate,
  endDate,
  capacity: 12,
  held: 0,
  sold: 0,
  free: 12,
  overbooked: false,
  confirmed: 0,
  waiting: 0,
  arrived: 0,
});

const DEPARTURES = [scheduled("2026-12-24", "2026-12-31"), scheduled("2027-01-10", "2027-01-17")];

const priya: StaffMemberLine = {
  email: "priya@safarnama.example",
  roles: ["owner"],
  ownerBySetting: true,
  departures: [],
};
const kabir: StaffMemberLine = {
  email: "kabir@safarnama.example",
  roles: ["lead"],
  ownerBySetting: false,
  departures: [{ trip: TRIP, startDate: "2026-12-24", title: TITLE }],
};
const asha: StaffMemberLine = {
  email: "asha@safarnama.example",
  roles: ["accounts"],
  ownerBySetting: false,
  departures: [],
};

const LIST: StaffList = {
  members: [asha, kabir, priya],
  changes: [
    {
      at: "2026-11-20T04:30:00.000Z",
      changedBy: "priya@safarnama.example",
      email: "kabir@safarnama.example",
      roles: ["lead"],
      departures: [{ trip: TRIP, startDate: "2026-12-24" }],
    },
  ],
};

const OWNER = selfOf(["owner"], { email: "priya@safarnama.example", ownerBySetting: true });

/** Opens the staff page once the staff list is shown. */
async function openStaff(routes: Parameters<typeof serve>[0]) {
  const calls = serve({ [staffApi.self]: ok(OWNER), [staffApi.departures]: ok(DEPARTURES), ...routes });
  renderInPage(<StaffDesk search="?view=staff" />);
  await screen.findByRole("region", { name: "Staff table" });
  return calls;
}

const rowOf = (email: string) =>
  within(screen.getByRole("region", { name: "Staff table" }))
    .getByRole("rowheader", { name: email })
    .closest("tr")!;

const form = () => screen.getByRole("form", { name: "Add someone, or change what they hold" });

describe("the staff page", () => {
  it("lists everyone with their roles and departures, and the changes made", async () => {
    await openStaff({ [staffApi.staff]: ok(LIST) });
    expect(screen.getByRole("heading", { level: 1, name: "Staff" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Staff" })).toHaveAttribute("aria-current", "page");
    expect(rowOf("kabir@safarnama.example")).toHaveTextContent("lead");
    expect(rowOf("kabir@safarnama.example")).toHaveTextContent("Spiti Valley Winter Expedition, 24 Dec 2026");
    expect(rowOf("priya@safarnama.example")).toHaveTextContent(
      "owner by the STAFF_OWNERS setting — change it in the Worker's settings",
    );
    // An owner by the setting (here also the person at the desk) cannot be taken off here.
    expect(within(rowOf("priya@safarnama.example")).queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Changes" })).toHaveTextContent(
      "20 Nov 2026, 10:00: priya@safarnama.example gave kabir@safarnama.example lead, leading Spiti Valley Winter Expedition, 24 Dec 2026.",
    );
  });

  it("fills the form from a member's Edit, saves exactly what is ticked, and shows the list the API answers", async () => {
    const changed: StaffList = {
      members: [
        asha,
        {
          ...kabir,
          roles: ["operations", "lead"],
          departures: [...kabir.departures, { trip: TRIP, startDate: "2027-01-10", title: TITLE }],
        },
        priya,
      ],
      changes: [
        {
          at: "2026-11-28T05:00:00.000Z",
          changedBy: "priya@safarnama.example",
          email: "kabir@safarnama.example",
          roles: ["operations", "lead"],
          departures: [
            { trip: TRIP, startDate: "2026-12-24" },
            { trip: TRIP, startDate: "2027-01-10" },
          ],
        },
        ...LIST.changes,
      ],
    };
    const calls = await openStaff({ [staffApi.staff]: [ok(LIST), ok(changed)] });
    await userEvent.click(
      within(rowOf("kabir@safarnama.example")).getByRole("button", { name: "Edit kabir@safarnama.example" }),
    );
    const email = within(form()).getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    expect(email).toHaveValue("kabir@safarnama.example");
    const roles = within(form()).getByRole("group", { name: "Roles" });
    expect(within(roles).getByRole("checkbox", { name: /^lead/ })).toBeChecked();
    expect(within(roles).getByRole("checkbox", { name: /^owner Everything/ })).not.toBeChecked();
    const led = within(form()).getByRole("group", { name: "Departures they lead" });
    expect(within(led).getByRole("checkbox", { name: "Spiti Valley Winter Expedition, 24 Dec 2026" })).toBeChecked();

    await userEvent.click(within(roles).getByRole("checkbox", { name: /^operations/ }));
    await userEvent.click(within(led).getByRole("checkbox", { name: "Spiti Valley Winter Expedition, 10 Jan 2027" }));
    await userEvent.click(within(form()).getByRole("button", { name: "Save" }));

    expect(await within(form()).findByRole("status")).toHaveTextContent(
      "Saved: kabir@safarnama.example holds operations, lead.",
    );
    expect(bodySentTo(calls, staffApi.staff)).toEqual({
      email: "kabir@safarnama.example",
      roles: ["operations", "lead"],
      departures: [
        { trip: TRIP, startDate: "2026-12-24" },
        { trip: TRIP, startDate: "2027-01-10" },
      ],
    });
    expect(rowOf("kabir@safarnama.example")).toHaveTextContent(
      "operations, leadSpiti Valley Winter Expedition, 24 Dec 2026; Spiti Valley Winter Expedition, 10 Jan 2027",
    );
    expect(within(screen.getByRole("list", { name: "Changes" })).getAllByRole("listitem")[0]).toHaveTextContent(
      "gave kabir@safarnama.example operations, lead, leading",
    );
  });

  it("adds someone new with no departures unless they lead, and asks for an email and a role first", async () => {
    const calls = await openStaff({ [staffApi.staff]: [ok(LIST), ok(LIST)] });
    const save = within(form()).getByRole("button", { name: "Save" });
    await userEvent.click(save);
    const email = within(form()).getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription("Write the email they sign in with.");
    await userEvent.type(email, "  Meera@Safarnama.example ");
    await userEvent.click(save);
    const roles = within(form()).getByRole("group", { name: "Roles" });
    expect(roles).toHaveAccessibleDescription(/^Tick at least one role/);
    expect(within(roles).getAllByRole("checkbox")[0]).toHaveFocus();
    expect(calls.filter((call) => call.path === staffApi.staff && call.init?.method === "POST")).toEqual([]);

    // Departures ticked for a lead are not sent once lead is unticked.
    await userEvent.click(within(roles).getByRole("checkbox", { name: /^lead/ }));
    await userEvent.click(
      within(form()).getByRole("checkbox", { name: "Spiti Valley Winter Expedition, 24 Dec 2026" }),
    );
    await userEvent.click(within(roles).getByRole("checkbox", { name: /^lead/ }));
    expect(within(form()).queryByRole("group", { name: "Departures they lead" })).not.toBeInTheDocument();
    await userEvent.click(within(roles).getByRole("checkbox", { name: /^accounts/ }));
    await userEvent.click(save);
    expect(await within(form()).findByRole("status")).toHaveTextContent("Saved");
    expect(bodySentTo(calls, staffApi.staff)).toEqual({
      email: "meera@safarnama.example",
      roles: ["accounts"],
      departures: [],
    });
  });

  it("keeps what was typed when a save is refused, and says why", async () => {
    const refusal = "Write the email Access signs them in with, like name@safarnama.in.";
    await openStaff({ [staffApi.staff]: [ok(LIST), { status: 400, body: { message: refusal } }] });
    const email = within(form()).getByLabelText(/^Email/);
    await userEvent.type(email, "meera@safarnama");
    await userEvent.click(within(form()).getByRole("checkbox", { name: /^operations/ }));
    await userEvent.click(within(form()).getByRole("checkbox", { name: /^lead/ }));
    await userEvent.click(
      within(form()).getByRole("checkbox", { name: "Spiti Valley Winter Expedition, 10 Jan 2027" }),
    );
    await userEvent.click(within(form()).getByRole("button", { name: "Save" }));

    const alert = await within(form()).findByRole("alert");
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveFocus();
    expect(email).toHaveValue("meera@safarnama");
    expect(within(form()).getByRole("checkbox", { name: /^operations/ })).toBeChecked();
    expect(within(form()).getByRole("checkbox", { name: /^lead/ })).toBeChecked();
    expect(within(form()).getByRole("checkbox", { name: "Spiti Valley Winter Expedition, 10 Jan 2027" })).toBeChecked();
    expect(within(form()).queryByRole("status")).not.toBeInTheDocument();
  });

  it("takes someone off the staff only after a confirmation that names them", async () => {
    const calls = await openStaff({
      [staffApi.staff]: [ok(LIST), ok({ ...LIST, members: [kabir, priya] })],
    });
    const remove = within(rowOf("asha@safarnama.example")).getByRole("button", {
      name: "Remove from staff (asha@safarnama.example)",
    });
    await userEvent.click(remove);
    const confirm = screen.getByRole("group", { name: "Remove asha@safarnama.example from the staff?" });
    expect(within(confirm).getByRole("heading")).toHaveFocus();
    expect(calls.some((call) => call.init?.method === "POST")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(confirm).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await userEvent.click(remove);
    await userEvent.click(screen.getByRole("button", { name: "Yes, remove asha@safarnama.example" }));
    const said = await screen.findByRole("status");
    expect(said).toHaveTextContent("Removed asha@safarnama.example from the staff.");
    expect(said).toHaveFocus();
    expect(bodySentTo(calls, staffApi.staff)).toEqual({ email: "asha@safarnama.example", roles: [], departures: [] });
    expect(
      within(screen.getByRole("region", { name: "Staff table" })).queryByRole("rowheader", {
        name: "asha@safarnama.example",
      }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
