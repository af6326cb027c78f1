// The Numbers section's one kind of chart, drawn as SVG by React with visx: bars per category, side by side
// (grouped) or on top of each other (stacked), and optionally lines over them. Every series has its own
// fill pattern or dash as well as its colour, and the legend draws the same marks, so nothing depends on
// colour alone. The chart is an image with a name; its numbers are in the table that follows it.
import * as React from "react";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { PatternLines } from "@visx/pattern";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import * as styles from "./numbers.module.scss";

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** Which of the four bar looks it takes (solid, diagonal, crossed, light lined); its place among the bars unless said. */
  look?: number;
}

interface BarChartProps {
  /** The chart's name for screen readers: 'Money received, refunded and kept as credit, April 2026 to March 2027'. */
  name: string;
  /** The id of the summary that says what the chart shows. */
  summaryId: string;
  categories: readonly string[];
  bars: readonly ChartSeries[];
  /** Grouped side by side (the default), or stacked into one bar per category. */
  stacked?: boolean;
  /** Drawn as dashed lines with markers over the bars. */
  lines?: readonly ChartSeries[];
  /** How an axis tick reads: '₹4L'. */
  formatValue?: (value: number) => string;
}

const HEIGHT = 276;
/** Room below the bars for a category's name on up to three lines ('6 months or more' on a phone). */
const MARGIN = { top: 12, right: 12, bottom: 56, left: 64 };
/** The least room one category needs; with more categories than fit, the chart scrolls sideways. */
const CATEGORY_WIDTH = 44;
/** The width drawn before the page has been measured (and in tests, which have no layout). */
const DEFAULT_WIDTH = 640;

/** Four bar series told apart by fill: solid, diagonal lines, crossing lines, horizontal lines. */
const BAR_STYLES = [styles.seriesSolid, styles.seriesDiagonal, styles.seriesCross, styles.seriesHorizontal];
const LINE_DASHES = ["6 4", "2 3", "10 3 2 3"];

/** The width of the element `ref` holds, kept up to date as the page resizes. */
function useWidth(ref: React.RefObject<HTMLElement>): number {
  const [width, setWidth] = React.useState(DEFAULT_WIDTH);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width) || DEFAULT_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The patterns the bars fill with, one per series, named within this chart. */
function Patterns({ prefix, count }: { prefix: string; count: number }) {
  const orientations = [null, ["diagonal"], ["diagonal", "diagonalRightToLeft"], ["horizontal"]] as const;
  return (
    <defs>
      {orientations
        .slice(0, count)
        .map((orientation, index) =>
          orientation ? (
            <PatternLines
              key={index}
              id={`${prefix}-${index}`}
              width={6}
              height={6}
              strokeWidth={1.5}
              orientation={[...orientation]}
              className={styles.patternLine}
            />
          ) : null,
        )}
    </defs>
  );
}

/**
 * One series' rectangle: its colour, and over it its pattern. The pattern goes in an inline style because
 * the stylesheet's fill (the colour) would win over a fill attribute.
 */
function SeriesRect({
  prefix,
  index,
  ...box
}: {
  prefix: string;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  const pattern = index % 4;
  return (
    <>
      <Bar {...box} className={BAR_STYLES[pattern]} />
      {pattern === 0 ? null : <Bar {...box} style={{ fill: `url(#${prefix}-${pattern})` }} />}
    </>
  );
}

/** The legend: each series' name beside a swatch drawn with its own pattern or dash. */
function Legend({
  prefix,
  bars,
  lines,
}: {
  prefix: string;
  bars: readonly ChartSeries[];
  lines: readonly ChartSeries[];
}) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {bars.map((series, index) => (
        <li key={series.label}>
          <svg width="18" height="14" focusable="false">
            <Patterns prefix={`${prefix}-key${index}`} count={4} />
            <SeriesRect
              prefix={`${prefix}-key${index}`}
              index={series.look ?? index}
              x={0}
              y={0}
              width={18}
              height={14}
            />
          </svg>
          {series.label}
        </li>
      ))}
      {lines.map((series, index) => (
        <li key={series.label}>
          <svg width="28" height="14" focusable="false">
            <line x1="0" x2="28" y1="7" y2="7" className={styles.line} strokeDasharray={LINE_DASHES[index % 3]} />
            <circle cx="14" cy="7" r="3" className={styles.lineMarker} />
          </svg>
          {series.label}
        </li>
      ))}
    </ul>
  );
}

export function BarChart({
  name,
  summaryId,
  categories,
  bars,
  stacked = false,
  lines = [],
  formatValue,
}: BarChartProps) {
  const region = React.useRef<HTMLDivElement>(null);
  const prefix = React.useId().replaceAll(":", "");
  const width = Math.max(useWidth(region), MARGIN.left + MARGIN.right + categories.length * CATEGORY_WIDTH);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;

  // A bar below zero is drawn as none: an overbooked departure's free seats (−7) take no room, and must not
  // shorten its stack below the seats sold and held.
  const drawn = (value: number) => Math.max(0, value);
  const totals = categories.map((_, index) =>
    stacked
      ? bars.reduce((total, series) => total + drawn(series.values[index]), 0)
      : Math.max(0, ...bars.map((series) => series.values[index])),
  );
  const highest = Math.max(1, ...totals, ...lines.flatMap((series) => series.values));
  const x = scaleBand({ domain: categories.map((_, index) => index), range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand({ domain: bars.map((_, index) => index), range: [0, x.bandwidth()], padding: 0.08 });
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });

  return (
    <div className={styles.chart}>
      <Legend prefix={prefix} bars={bars} lines={lines} />
      {/* A region with a name and a tab stop, so someone on a keyboard can scroll a chart wider than the phone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard must scroll it sideways on a phone */}
      <div className={styles.chartScroll} ref={region} role="region" aria-label={`${name} (chart)`} tabIndex={0}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={name}
          aria-describedby={summaryId}
        >
          <Patterns prefix={prefix} count={4} />
          <Group left={MARGIN.left} top={MARGIN.top}>
            {categories.map((_, category) => {
              let stackTop = innerHeight;
              return bars.map((series, index) => {
                const value = drawn(series.values[category]);
                const height = innerHeight - y(value);
                const left = (x(category) ?? 0) + (stacked ? 0 : (inner(index) ?? 0));
                const top = stacked ? stackTop - height : y(value);
                if (stacked) stackTop -= height;
                return (
                  <SeriesRect
                    key={`${category} ${index}`}
                    prefix={prefix}
                    index={series.look ?? index}
                    x={left}
                    y={top}
                    width={stacked ? x.bandwidth() : inner.bandwidth()}
                    height={height}
                  />
                );
              });
            })}
            {lines.map((series, index) => (
              <React.Fragment key={series.label}>
                <LinePath
                  data={[...series.values]}
                  x={(_, category) => (x(category) ?? 0) + x.bandwidth() / 2}
                  y={(value) => y(value)}
                  className={styles.line}
                  strokeDasharray={LINE_DASHES[index % 3]}
                />
                {series.values.map((value, category) => (
                  <circle
                    key={category}
                    cx={(x(category) ?? 0) + x.bandwidth() / 2}
                    cy={y(value)}
                    r={3}
                    className={styles.lineMarker}
                  />
                ))}
              </React.Fragment>
            ))}
            <AxisLeft
              scale={y}
              numTicks={5}
              tickFormat={(value) => (formatValue ? formatValue(Number(value)) : String(value))}
              axisClassName={styles.axis}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickFormat={(category) => categories[Number(category)]}
              // A name wider than its category wraps onto more lines rather than running into its neighbours.
              tickLabelProps={{ width: x.step(), verticalAnchor: "start", textAnchor: "middle" }}
              axisClassName={styles.axis}
            />
          </Group>
        </svg>
      </div>
    </div>
  );
}
