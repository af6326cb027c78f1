/**
 * @jest-environment node
 */
// What a tax invoice bills and adjusts once plans changed, without D1: a seat cancelled (its cancellation
// charges billed, the refund off the advance), a credit kept and spent on another booking (its receipt
// voucher adjusted there, for the amount used, no rupee twice), what a change gives back onto a credit.
import { spitiCatalogue } from "../../../__tests__/support/catalogue-fixtures";
import { invoiceFigures, keptCharges, type CreditSource } from "../../books/invoice-advances";
import { receiptVoucherFor } from "../../books/tax-documents";
import type { CreditUseRow, TripCreditRow } from "../../db/rows";
import { bookingRow, deposit, PAID, stored } from "./document-fixtures";

const catalogue = spitiCatalogue();
/** Booking r1's deposit of ₹24,570.00 and its receipt voucher RV/2627/00042. */
const voucher = stored(receiptVoucherFor(bookingRow, catalogue, deposit, PAID), 42);
const paid = [{ id: "pay_1", without_seat: 0 }];
/** One seat's price with GST, as owedInAll would give it. */
const SEAT = 1_994_900;

const noChanges = { refunds: [], changes: [], creditUses: [] };
const sumOf = (advances: { amount: number }[]) => advances.reduce((sum, advance) => sum + advance.amount, 0);

describe("a booking without changes", () => {
  it("bills its seats and adjusts each receipt voucher whole, as the voucher taxed it", () => {
    const figures = invoiceFigures(2 * SEAT, false, { payments: paid, documents: [voucher], ...noChanges }, new Map());
    expect(figures).toEqual({
      value: 2 * SEAT,
      cancellationCharges: 0,
      advances: [
        {
          number: "RV/2627/00042",
          issuedAt: voucher.issued_at,
          amount: 2_457_000,
          tax: { amount: 2_457_000, taxable: 2_340_000, cgst: 58_500, sgst: 58_500, igst: 0 },
          placeOfSupply: { code: "06", name: "Haryana" },
          ratePercent: 5,
        },
      ],
    });
  });

  it("adjusts nothing for a payment that found no seat (refunded in full), nor for one without a voucher", () => {
    const figures = invoiceFigures(
      SEAT,
      false,
      {
        payments: [
          { id: "pay_1", without_seat: 1 },
          { id: "pay_0", without_seat: 0 },
        ],
        documents: [voucher],
        ...noChanges,
      },
      new Map(),
    );
    expect(figures.advances).toEqual([]);
  });
});

describe("a seat cancelled for a refund", () => {
  // Seat 2 of 2: its share ₹12,285.00 released, 90% refunded over the deposit, 10% kept.
  const change = { id: "c1", released: 1_228_500, refund: 1_105_650, credit: 0 };
  const refund = { receipt: "pay_1:c1", payment_id: "pay_1", amount: 1_105_650 };

  it("bills the seat left and the cancellation charges kept, adjusting the deposit less its refund", () => {
    const figures = invoiceFigures(
      SEAT,
      false,
      { payments: paid, documents: [voucher], refunds: [refund], changes: [change], creditUses: [] },
      new Map(),
    );
    expect(keptCharges([change])).toBe(122_850);
    expect(figures.value).toBe(SEAT + 122_850);
    expect(figures.cancellationCharges).toBe(122_850);
    expect(figures.advances).toEqual([
      expect.objectContaining({
        number: "RV/2627/00042",
        amount: 1_351_350,
        // The tax in the amount adjusted, at the voucher's rate and place: 13,51,350 × 2.5 / 105.
        tax: { amount: 1_351_350, taxable: 1_287_000, cgst: 32_175, sgst: 32_175, igst: 0 },
      }),
    ]);
    // Still to pay: the seat left, less what was paid towards it (the deposit less the seat's share).
    expect(figures.value - sumOf(figures.advances)).toBe(SEAT - (2_457_000 - 1_228_500));
  });

  it("bills a booking cancelled in whole only what it kept, adjusting exactly that", () => {
    const whole = { id: "c1", released: 2_457_000, refund: 2_211_300, credit: 0 };
    const figures = invoiceFigures(
      0,
      true,
      {
        payments: paid,
        documents: [voucher],
        refunds: [{ receipt: "pay_1:c1", payment_id: "pay_1", amount: 2_211_300 }],
        changes: [whole],
        creditUses: [],
      },
      new Map(),
    );
    expect(figures).toMatchObject({ value: 245_700, cancellationCharges: 245_700 });
    expect(sumOf(figures.advances)).toBe(245_700);
  });

  it("bills a booking the desk cancelled in whole (no change recorded) what stands after its refunds", () => {
    const refunded = { receipt: "pay_1:traveller", payment_id: "pay_1", amount: 2_211_300 };
    const figures = invoiceFigures(
      0,
      true,
      { payments: paid, documents: [voucher], refunds: [refunded], changes: [], creditUses: [] },
      new Map(),
    );
    expect(figures).toMatchObject({ value: 245_700, cancellationCharges: 245_700 });
  });
});

describe("a trip credit", () => {
  // Booking r1 cancelled in whole 20 days out: 75% of its ₹24,570 kept as credit TC-AAAA-BBBB, 25% charges.
  const kept = { id: "c1", released: 2_457_000, refund: 0, credit: 1_842_750 };
  const credit: TripCreditRow = {
    code: "TC-AAAA-BBBB",
    request_id: "r1",
    change_id: "c1",
    amount: 1_842_750,
    spent: 1_842_750,
    valid_until: "2027-11-27",
    created_at: "2026-12-01T06:00:00.000Z",
  };
  const useB: CreditUseRow = { request_id: "rB", code: credit.code, amount: 1_000_000, at: "2026-12-02T06:00:00.000Z" };
  const useD: CreditUseRow = { request_id: "rD", code: credit.code, amount: 842_750, at: "2026-12-03T06:00:00.000Z" };
  const source: CreditSource = {
    credit,
    originCredits: [credit],
    uses: [useD, useB],
    origin: { payments: paid, refunds: [], documents: [voucher] },
  };
  const sources = new Map([[credit.code, source]]);
  const paidWith = (use: CreditUseRow, value: number) =>
    invoiceFigures(value, false, { payments: [], documents: [], refunds: [], changes: [], creditUses: [use] }, sources);

  it("issues nothing of its own: the cancelled booking is billed only the charges it kept", () => {
    const figures = invoiceFigures(
      0,
      true,
      { payments: paid, documents: [voucher], refunds: [], changes: [kept], creditUses: [] },
      sources,
    );
    expect(figures).toMatchObject({ value: 614_250, cancellationCharges: 614_250 });
    expect(figures.advances).toEqual([expect.objectContaining({ number: "RV/2627/00042", amount: 614_250 })]);
  });

  it("is adjusted on the invoice of the booking it paid: the receipt voucher it came from, for the amount used", () => {
    const figures = paidWith(useB, 2 * SEAT);
    expect(figures.advances).toEqual([
      expect.objectContaining({ number: "RV/2627/00042", amount: 1_000_000, credit: credit.code }),
    ]);
    expect(figures.value).toBe(2 * SEAT);
  });

  it("never adjusts a rupee twice: the credit's uses and the booking it was kept from share the voucher exactly", () => {
    const onB = paidWith(useB, SEAT).advances;
    const onD = paidWith(useD, SEAT).advances;
    const onOrigin = invoiceFigures(
      0,
      true,
      { payments: paid, documents: [voucher], refunds: [], changes: [kept], creditUses: [] },
      sources,
    ).advances;
    expect([onB, onD, onOrigin].map(sumOf)).toEqual([1_000_000, 842_750, 614_250]);
    expect(sumOf([...onB, ...onD, ...onOrigin])).toBe(2_457_000);
  });

  it("adjusts less of it when a change of the booking it paid gave some back onto it", () => {
    // Booking rB, paid ₹10,000 with the credit and nothing else, cancels a seat: ₹4,000 back onto the credit.
    const change = { id: "c9", released: 400_000, refund: 400_000, credit: 0 };
    const figures = invoiceFigures(
      SEAT,
      false,
      { payments: [], documents: [], refunds: [], changes: [change], creditUses: [useB] },
      sources,
    );
    expect(sumOf(figures.advances)).toBe(600_000);
    expect(figures.cancellationCharges).toBe(0);
  });
});
