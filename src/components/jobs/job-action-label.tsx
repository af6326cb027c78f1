import { Fragment } from "react";
import { fillMessage, messageParts } from "../../../content/fill-message";

interface JobActionLabelProps {
  /** The whole label as screen readers hear it, `{action}` where the shown words go: '{action} for {title}'. */
  template: string;
  /** What the label shows: 'Apply'. */
  action: string;
  /** The job's title, which tells one card's button from another's. */
  title: string;
  /** The class that hides text from sight but not from screen readers. */
  hiddenClassName: string;
}

/**
 * A job's action, shown in a word or two while screen readers hear which job
 * it is for, with the title where the language puts it: 'Apply<hidden> for
 * Tour Planner</hidden>', '<hidden>टूर प्लानर के लिए </hidden>आवेदन करें'.
 */
export function JobActionLabel({ template, action, title, hiddenClassName }: JobActionLabelProps) {
  const parts = messageParts(fillMessage(template, { title }), { action: <Fragment key="action">{action}</Fragment> });
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          // The label's pieces keep their order, so the position is a stable key.
          <span key={index} className={hiddenClassName}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
