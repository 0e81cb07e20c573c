// Creating a PGlite database takes a few seconds; testTimeout is not a per-project option.
jest.setTimeout(60_000);
