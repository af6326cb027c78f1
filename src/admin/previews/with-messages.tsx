import type { ComponentType, ReactElement } from "react";
import { PageMessagesProvider, type PageMessages } from "../../hooks/use-messages";
import type { PreviewProps } from "./preview-props";

/**
 * A preview template inside the words the site's components read (useMessages):
 * the /admin/ page's query gets them, in English, the editor's language.
 */
export function withMessages(
  Preview: ComponentType<PreviewProps>,
  messages: PageMessages,
): (props: PreviewProps) => ReactElement {
  return function PreviewWithMessages(props: PreviewProps) {
    return (
      <PageMessagesProvider messages={messages}>
        <Preview {...props} />
      </PageMessagesProvider>
    );
  };
}
