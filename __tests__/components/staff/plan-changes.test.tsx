import { screen, waitFor } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import userEvent from "@testing-library/user-event";
import { CallOffForm } from "../../../src/components/staff/call-off";
import { PlanChanges } from "../../../src/components/staff/plan-changes";
import { staffApi, type Manifest, type PlanOptions, type RequestDetail } from "../../../requests/staff";
import { bodySentTo, ok, serve } from "./desk-api";

// The desk's change forms show the Worker's figures before anything is sent, then confirm; calling a
// departure off asks for a reason, then the departure's date typed again, before it sends anything.

const ID = "5b0e3c1a-7a2b-4c1d-9e8f-0123456789ab";

const request = { id: ID, version: 4, status: "confirmed" } as RequestDetail;

const options: PlanOptions = {
  version: 4,
  frozen: null,
  calledOff: false,
  cancel: [
    { seats: 1, share: 12_285_00, refundPercent: 90, refund: 11_056_50, creditPercent: 100, credit: 12_285_00 },
    { seats: 2, share: 24_570_00, refundPercent: 90, refund: 22_113_00, creditPercent: 100, credit: 24_570_00 },
  ],
  seats: ["Seat 1: Asha Verma", "Seat 2"],
  switchFee: { perSeat: 1_500_00, pastCutOff: true },
  switchTo: [
    { startDate: "2026-12-24", endDate: "2026-12-31", free: 9, fee: 3_000_00, difference: 0, refund: 0, dueAfter: 0 },
  ],
  handOnUntil: null,
};

describe("changes of plans on the desk", () => {
  it("shows the Worker's figures for the seats ticked, then sends the choice with its key and version once confirmed", async () => {
    const calls = serve({ [staffApi.changes(ID)]: [ok(options), ok(request), ok(options)] });
    const changed = jest.fn();
    renderInPage(<PlanChanges request={request} onChanged={changed} />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Seat 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Review the cancellation" }));
    expect(screen.getByText(/Cancel seat 2: of ₹12,285 paid for them, ₹11,056.50 refunded \(90%\)/)).toBeVisible();
    // Nothing was sent yet.
    expect(calls.filter((call) => call.init?.method === "POST")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Confirm the change" }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    const posted = calls.filter((call) => call.init?.method === "POST");
    expect(posted).toHaveLength(1);
    const sent = JSON.parse(String(posted[0].init?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: "cancel", seats: [2], keep: "refund", version: 4 });
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says a switch past the online cut-off costs the last step's fee, and says why a stale change was refused", async () => {
    serve({
      [staffApi.changes(ID)]: [
        ok(options),
        { status: 409, body: { message: "This booking changed since you opened it." } },
        ok(options),
      ],
    });
    renderInPage(<PlanChanges request={request} onChanged={jest.fn()} />);
    expect(await screen.findByText(/past the online cut-off: the last step's fee/)).toBeVisible();
    await userEvent.click(screen.getByRole("radio", { name: /9 free/ }));
    await userEvent.click(screen.getByRole("button", { name: "Review the switch" }));
    expect(screen.getByText(/fee ₹3,000, difference same price/)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Confirm the change" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This booking changed since you opened it.");
  });
});

describe("calling a departure off", () => {
  const manifest = { trip: { slug: "spiti-winter-expedition", title: "Spiti" }, startDate: "2026-12-24" } as Manifest;
  const path = staffApi.callOff("spiti-winter-expedition", "2026-12-24");

  it("asks for a reason, then the departure's date typed again, before it sends anything", async () => {
    const calls = serve({ [path]: ok({ ...manifest, calledOff: {} }) });
    const calledOff = jest.fn();
    renderInPage(<CallOffForm manifest={manifest} onCalledOff={calledOff} />);
    await userEvent.click(screen.getByRole("button", { name: "Call off this departure" }));
    const cont = screen.getByRole("button", { name: "Continue" });
    expect(cont).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: /Why is it called off/ }), "Too few travellers");
    await userEvent.click(cont);
    const callOff = screen.getByRole("button", { name: "Call off the departure" });
    await userEvent.type(screen.getByRole("textbox", { name: /type the departure's date/ }), "2026-12-23");
    expect(callOff).toBeDisabled();
    await userEvent.clear(screen.getByRole("textbox", { name: /type the departure's date/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /type the departure's date/ }), "2026-12-24");
    expect(calls.filter((call) => call.path === path)).toHaveLength(0);
    await userEvent.click(callOff);
    await waitFor(() => expect(calledOff).toHaveBeenCalled());
    expect(bodySentTo(calls, path)).toEqual({ reason: "Too few travellers", confirmDate: "2026-12-24" });
  });

  it("sends nothing when staff keep it running", async () => {
    const calls = serve({});
    renderInPage(<CallOffForm manifest={manifest} onCalledOff={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Call off this departure" }));
    await userEvent.click(screen.getByRole("button", { name: "Keep it running" }));
    expect(screen.getByRole("button", { name: "Call off this departure" })).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
