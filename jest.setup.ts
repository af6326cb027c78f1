import "@testing-library/jest-dom";
import "./__tests__/support/html-dialog";
