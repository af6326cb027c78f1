import { render, screen } from "@testing-library/react";
import { MESSAGES } from "../../content/messages";
import { headMessages, messagesOf, PageMessagesProvider, useMessages } from "../../src/hooks/use-messages";

function NotFoundHeading() {
  return <h1>{useMessages("notFound").heading}</h1>;
}

describe("a page's messages", () => {
  it("are its query's messages, in its language", () => {
    const data = { messages: { notFound: MESSAGES.hi.notFound } };
    expect(messagesOf(data, "hi").notFound).toBe(MESSAGES.hi.notFound);
    expect(headMessages(data, "notFound", "hi").heading).toBe("अरे! पेज नहीं मिला");
  });

  it("are, for the 404 page that answers every language's unknown addresses, those of the address's language", () => {
    const data = {
      messagesInEveryLanguage: [
        { lang: "en", notFound: MESSAGES.en.notFound },
        { lang: "hi", notFound: MESSAGES.hi.notFound },
      ],
    };
    expect(headMessages(data, "notFound", "hi").heading).toBe(MESSAGES.hi.notFound.heading);
    expect(headMessages(data, "notFound", "en").heading).toBe("Oops! Page not found");
  });

  it("reach a component through the provider, and a group the query did not ask for stops the build with its name", () => {
    render(
      <PageMessagesProvider messages={{ notFound: MESSAGES.en.notFound }}>
        <NotFoundHeading />
      </PageMessagesProvider>,
    );
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(() => headMessages({ messages: {} }, "notFound")).toThrow(
      'The page\'s query does not ask for the "notFound" messages',
    );
  });
});
