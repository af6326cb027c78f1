import * as React from "react";
import type { RuleWords } from "../../../requests/form-rules";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";

/**
 * The words the form rules (requests/form-rules.ts) speak on this page: its
 * language and its formRules messages, which the page's query asks for.
 */
export function useRuleWords(): RuleWords {
  const lang = usePageLanguage();
  const messages = useMessages("formRules");
  return React.useMemo(() => ({ lang, messages }), [lang, messages]);
}
