// Contrast as drawn, control by control and state by state: with the pointer
// resting on it, pressing it, and with the keyboard's focus on it. axe checks
// a page as it stands, with nothing hovered, pressed or focused; the colours a
// control takes under the pointer are where a shade is most easily lost.
import type { Locator, Page } from "@playwright/test";

/** The controls a person points at or tabs to. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary";

/** WCAG 2.2 AA: text 4.5:1, large text 3:1 (1.4.3), a focus indicator 3:1 against what is around it (1.4.11). */
const TEXT_MINIMUM = 4.5;
const LARGE_TEXT_MINIMUM = 3;
const OUTLINE_MINIMUM = 3;

interface Measured {
  control: string;
  text: number | null;
  /** Large text (24 px, or 18.66 px bold) needs less. */
  large: boolean;
  outline: number | null;
}

/**
 * Measures the element in the page (so it uses nothing from outside itself):
 * its text over its background, and its focus outline over its surroundings.
 */
function measure(element: Element): Measured {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const match = /^rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+))?\)$/.exec(css);
    if (!match) throw new Error(`A colour the check does not read: ${css}`);
    return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])];
  };
  const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
    r * a + br * (1 - a),
    g * a + bg * (1 - a),
    b * a + bb * (1 - a),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  };
  /** What is drawn behind `from`: every background from the page's canvas (white) up to it, blended. */
  const backdrop = (from: Element | null): Rgba => {
    const layers: Element[] = [];
    for (let node = from; node; node = node.parentElement) layers.unshift(node);
    return layers.reduce<Rgba>(
      (below, node) => over(parse(getComputedStyle(node).backgroundColor), below),
      [255, 255, 255, 1],
    );
  };

  const style = getComputedStyle(element);
  const behind = backdrop(element);
  const hasText =
    (element.textContent ?? "").trim() !== "" ||
    element.matches("input:not([type=radio], [type=checkbox]), select, textarea");
  const size = parseFloat(style.fontSize);
  const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
  const name = element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().slice(0, 40);
  return {
    control: `${element.tagName.toLowerCase()}${element.matches("[aria-current]") ? "[aria-current]" : ""} "${name || element.getAttribute("name") || element.id}"`,
    text: hasText ? ratio(over(parse(style.color), behind), behind) : null,
    large,
    // The outline is drawn around the control, over what is behind the control itself.
    outline: outlined
      ? ratio(over(parse(style.outlineColor), backdrop(element.parentElement)), backdrop(element.parentElement))
      : null,
  };
}

/** Waits until no transition or animation is running, so colours are measured as they settle. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Lines for each measurement below its minimum. */
function shortfalls(state: string, measured: Measured): string[] {
  const found: string[] = [];
  const textMinimum = measured.large ? LARGE_TEXT_MINIMUM : TEXT_MINIMUM;
  if (measured.text !== null && measured.text < textMinimum) {
    found.push(`${state} ${measured.control}: text ${measured.text}:1, needs ${textMinimum}:1`);
  }
  if (measured.outline !== null && measured.outline < OUTLINE_MINIMUM) {
    found.push(`${state} ${measured.control}: focus outline ${measured.outline}:1, needs ${OUTLINE_MINIMUM}:1`);
  }
  return found;
}

async function visibleControls(scope: Locator): Promise<Locator[]> {
  const all = await scope.locator(CONTROLS).all();
  const shown: Locator[] = [];
  for (const control of all) {
    const box = await control.boundingBox();
    if (box && box.width > 1 && box.height > 1 && (await control.isEnabled())) shown.push(control);
  }
  return shown;
}

export interface ContrastCheck {
  /** One line for each state of a control drawn below WCAG AA. */
  shortfalls: string[];
  /** How many controls were measured under the pointer, and how many Tab stops focused. */
  controls: number;
  focusStops: number;
}

/**
 * Every control in `scope` at rest, under the pointer, pressed, and focused
 * from the keyboard (every Tab stop, the skip link included): each state it
 * is drawn in that falls short of WCAG AA.
 * A press is let go with its click cancelled, so nothing is followed or sent.
 */
export async function contrastShortfalls(page: Page, scope: Locator): Promise<ContrastCheck> {
  const found: string[] = [];
  const controls = await visibleControls(scope);
  let focusStops = 0;
  for (const control of controls) {
    await page.mouse.move(0, 0);
    await settled(page);
    found.push(...shortfalls("at rest", await control.evaluate(measure)));
    await control.hover();
    await settled(page);
    found.push(...shortfalls("hovered", await control.evaluate(measure)));
    if (
      await control.evaluate((element) =>
        element.matches("a, button, summary, input[type=radio], input[type=checkbox]"),
      )
    ) {
      await page.mouse.down();
      await settled(page);
      found.push(...shortfalls("pressed", await control.evaluate(measure)));
      // Let go where it was pressed (moving off would start dragging a link), with the click it makes cancelled.
      await page.evaluate(() =>
        window.addEventListener(
          "click",
          (event) => {
            event.preventDefault();
            event.stopImmediatePropagation();
          },
          { capture: true, once: true },
        ),
      );
      await page.mouse.up();
    }
  }
  // Focus as a keyboard gives it, from the top of the page, every stop in turn.
  await page.mouse.move(0, 0);
  // Tab goes on from where focus last was: start it from the top of the page.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
  const seen = new Set<string>();
  for (let stop = 0; stop < 200; stop += 1) {
    await page.keyboard.press("Tab");
    await settled(page);
    const focused = page.locator(":focus");
    if ((await focused.count()) === 0) break;
    const key = await focused.evaluate((element) => {
      const path: number[] = [];
      for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
        path.push([...node.parentElement.children].indexOf(node));
      }
      return path.join(".");
    });
    if (seen.has(key)) break;
    seen.add(key);
    if (
      await focused.evaluate(
        (element, scopeElement) => scopeElement?.contains(element) ?? false,
        await scope.elementHandle(),
      )
    ) {
      found.push(...shortfalls("focused", await focused.evaluate(measure)));
      focusStops += 1;
    }
  }
  return { shortfalls: found, controls: controls.length, focusStops };
}
