import * as React from "react";
import { flushSync } from "react-dom";
import { TRIP_CATEGORIES, DIFFICULTY_LEVELS } from "../../../content/trips";
import {
  ANY_DEPARTURE,
  FINDER_PARAMETERS,
  LENGTH_BANDS,
  MAX_TEXT_LENGTH,
  PRICE_BANDS,
  SORT_ORDERS,
  type FinderQuery,
  isFinding,
} from "../../lib/finder/query";
import { formatMonthName } from "../../../content/format";
import { fillMessage } from "../../../content/fill-message";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { categoryName, difficultyName } from "../../lib/trips";
import * as styles from "./finder-form.module.scss";

/** How long typing must pause before the search runs and goes into the address. */
export const TYPING_PAUSE_MS = 300;

/** How a change reaches the address: a new history entry, or in place of the current one while typing. */
export type ShowQuery = (query: FinderQuery, options?: { replace?: boolean }) => void;

interface FinderFormProps {
  query: FinderQuery;
  /** The months that have departures, YYYY-MM. */
  months: readonly string[];
  /** Until the page is interactive the controls cannot do anything, so they say so. */
  disabled: boolean;
  /** The GST rate of the booking terms, for the note on what prices include. */
  gstPercent: number;
  onQuery: ShowQuery;
  /** The visitor's first touch of a control: time to fetch what the finder filters. */
  onUse: () => void;
}

interface ChoiceProps<Value extends string> {
  label: string;
  /** The control's name: the query's parameter in the address. */
  name: string;
  value: Value | null;
  /** The first option, "any", which clears the filter; without it a value is always chosen. */
  anyLabel?: string;
  options: readonly (readonly [value: Value, label: string])[];
  onChoose: (value: Value | null) => void;
}

/** A labelled drop-down of `options`. */
function Choice<Value extends string>({ label, name, value, anyLabel, options, onChoose }: ChoiceProps<Value>) {
  const id = React.useId();
  const chosen = (selected: string) => options.find(([optionValue]) => optionValue === selected)?.[0] ?? null;
  return (
    <div className={styles.choice}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} name={name} value={value ?? ""} onChange={(event) => onChoose(chosen(event.target.value))}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The finder's controls: words to search, then month, budget, length,
 * difficulty, category and order. A choice shows at once and is a step of
 * its own in the browser's history; typed words show once typing pauses and
 * replace the current step, so Back undoes a choice rather than a letter.
 * What is typed stays in the box whatever else changes, and Back or Forward
 * to another search puts that search back in it.
 */
export function FinderForm({ query, months, disabled, gstPercent, onQuery, onUse }: FinderFormProps) {
  const messages = useMessages("finder");
  const tripWords = useMessages("trips");
  const lang = usePageLanguage();
  const [text, setText] = React.useState(query.text);
  // The words this form last put into the address, and the address's words last seen here. When
  // the address's words change to other words than these, they came from Back or Forward and
  // belong in the box; the address catching up with what this form sent leaves alone what the
  // visitor has typed since.
  const [sentText, setSentText] = React.useState(query.text);
  const [seenText, setSeenText] = React.useState(query.text);
  if (query.text !== seenText) {
    setSeenText(query.text);
    if (query.text !== sentText) {
      setSentText(query.text);
      setText(query.text);
    }
  }
  const typing = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(typing.current), []);

  const send = (next: FinderQuery, options?: { replace?: boolean }) => {
    clearTimeout(typing.current);
    // Committed before the address changes: the address is an external store that re-renders at
    // once, and a render that saw the new address before the new sentText would take the words
    // this form sent for Back's, and overwrite letters typed since the pause.
    flushSync(() => setSentText(next.text));
    onQuery(next, options);
  };
  const show = (changes: Partial<FinderQuery>) => send({ ...query, text: text.trim(), ...changes });

  return (
    <form
      role="search"
      aria-label={messages.formLabel}
      className={styles.form}
      onFocus={onUse}
      onSubmit={(event) => {
        event.preventDefault();
        show({});
      }}
    >
      <fieldset disabled={disabled} className={styles.fields}>
        <div className={styles.search}>
          <label htmlFor="finder-text" className={styles.label}>
            {messages.searchLabel}
          </label>
          <input
            id="finder-text"
            type="search"
            name={FINDER_PARAMETERS.text}
            value={text}
            maxLength={MAX_TEXT_LENGTH}
            placeholder={messages.searchPlaceholder}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => {
              const typed = event.target.value;
              setText(typed);
              clearTimeout(typing.current);
              typing.current = setTimeout(
                () => send({ ...query, text: typed.trim() }, { replace: true }),
                TYPING_PAUSE_MS,
              );
            }}
          />
        </div>
        <Choice
          label={messages.month}
          name={FINDER_PARAMETERS.month}
          anyLabel={messages.anyMonth}
          value={query.month}
          options={months.map((month) => [month, formatMonthName(month, lang)] as const)}
          onChoose={(month) => show({ month })}
        />
        <Choice
          label={messages.budget}
          name={FINDER_PARAMETERS.budget}
          anyLabel={messages.anyBudget}
          value={query.budget}
          options={PRICE_BANDS.map((band) => [band.id, messages.priceBands[band.id]] as const)}
          onChoose={(budget) => show({ budget })}
        />
        <Choice
          label={messages.length}
          name={FINDER_PARAMETERS.length}
          anyLabel={messages.anyLength}
          value={query.length}
          options={LENGTH_BANDS.map((band) => [band.id, messages.lengthBands[band.id]] as const)}
          onChoose={(length) => show({ length })}
        />
        <Choice
          label={messages.difficulty}
          name={FINDER_PARAMETERS.difficulty}
          anyLabel={messages.anyDifficulty}
          value={query.difficulty}
          options={DIFFICULTY_LEVELS.map((level) => [level, difficultyName(level, tripWords)] as const)}
          onChoose={(difficulty) => show({ difficulty })}
        />
        <Choice
          label={messages.category}
          name={FINDER_PARAMETERS.category}
          anyLabel={messages.anyCategory}
          value={query.category}
          options={TRIP_CATEGORIES.map((category) => [category, categoryName(category, tripWords)] as const)}
          onChoose={(category) => show({ category })}
        />
        <Choice
          label={messages.sort}
          name={FINDER_PARAMETERS.sort}
          value={query.sort}
          options={SORT_ORDERS.map((order) => [order.id, messages.sortOrders[order.id]] as const)}
          onChoose={(sort) => show({ sort: sort ?? ANY_DEPARTURE.sort })}
        />
      </fieldset>
      <div className={styles.footer}>
        <p className={styles.note}>{fillMessage(messages.priceNote, { percent: gstPercent })}</p>
        {isFinding(query) ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setText("");
              show(ANY_DEPARTURE);
            }}
          >
            {messages.clearAll}
          </button>
        ) : null}
      </div>
    </form>
  );
}
