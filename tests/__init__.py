"""The test suite (pytest): rules tests need no display, UI tests run headless; helpers live in tests.kit."""
