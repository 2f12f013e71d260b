// jest-dom matchers (toBeInTheDocument, toHaveValue, toBeDisabled, ...) for every test: they fail with a
// readable message, where `getBy…().toBeTruthy()` could not fail at all.
import "@testing-library/jest-dom/vitest";
